#!/usr/bin/env python3
import re, sys
TS = re.compile(r"^\d\d:\d\d:\d\d\.\d{3} --> ")
out, last = [], None
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.strip()
    if not line or line == "WEBVTT" or line.isdigit() or TS.match(line):
        continue
    if line != last:
        out.append(line)
    last = line
print("\n".join(out))
