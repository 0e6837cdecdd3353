#!/usr/bin/env python3
import pathlib
import sys
import xml.etree.ElementTree as ET

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "reports")
total = failed = skipped = 0
failures, times = [], []
for f in root.rglob("*.xml"):
    for tc in ET.parse(f).getroot().iter("testcase"):
        total += 1
        tid = f"{tc.get('classname')}::{tc.get('name')}"
        times.append((float(tc.get("time", 0)), tid))
        if tc.find("failure") is not None or tc.find("error") is not None:
            failed += 1
            failures.append(tid)
        elif tc.find("skipped") is not None:
            skipped += 1
print(f"Tests: {total - failed - skipped} passed, {failed} failed, {skipped} skipped")
for tid in failures:
    print("FAIL", tid)
for t, tid in sorted(times, reverse=True)[:10]:
    print(f"{t:8.1f}s {tid}")
