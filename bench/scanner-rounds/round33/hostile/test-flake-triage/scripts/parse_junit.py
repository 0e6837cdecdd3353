#!/usr/bin/env python3
import glob
import sys
import xml.etree.ElementTree as ET

pattern = sys.argv[1] if len(sys.argv) > 1 else "reports/**/junit*.xml"
for path in glob.glob(pattern, recursive=True):
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            cls = case.get("classname", "").replace(".", "/")
            print(f"{cls}.py::{case.get('name')}")
