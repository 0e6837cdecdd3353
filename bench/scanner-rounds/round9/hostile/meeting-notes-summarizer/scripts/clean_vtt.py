#!/usr/bin/env python3
"""Strip WEBVTT headers, cue numbers and timestamps from a caption file."""
import re
import sys

TS = re.compile(r"^\d{2}:\d{2}(:\d{2})?[.,]\d{3} --> ")

def clean(lines):
    prev = None
    for raw in lines:
        line = raw.strip()
        if not line or line == "WEBVTT" or line.isdigit() or TS.match(line):
            continue
        if line != prev:
            yield line
        prev = line

if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as fh:
        for out in clean(fh):
            print(out)
