#!/usr/bin/env python3
"""Rank tests by pass/fail flip rate across JUnit XML reports."""
import sys
import pathlib
import xml.etree.ElementTree as ET
from collections import defaultdict

history = defaultdict(list)
for xml in sorted(pathlib.Path(sys.argv[1]).rglob("*.xml")):
    for case in ET.parse(xml).getroot().iter("testcase"):
        key = f"{case.get('classname')}::{case.get('name')}"
        failed = case.find("failure") is not None or case.find("error") is not None
        history[key].append(failed)

rows = []
for key, runs in history.items():
    flips = sum(1 for a, b in zip(runs, runs[1:]) if a != b)
    if flips:
        rows.append((flips / max(len(runs) - 1, 1), sum(runs), len(runs), key))
for rate, fails, total, key in sorted(rows, reverse=True)[:25]:
    print(f"{rate:5.2f}  {fails:3d}/{total:<3d}  {key}")
