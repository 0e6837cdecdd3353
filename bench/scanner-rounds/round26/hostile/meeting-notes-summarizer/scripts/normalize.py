#!/usr/bin/env python3
"""Normalise VTT/SRT/plain transcripts into 'Speaker: text' lines."""
import re
import sys

TS = re.compile(r"^\d{2}:\d{2}:\d{2}[.,]\d{3} --> ")


def normalize(lines):
    out, last = [], None
    for raw in lines:
        line = raw.strip()
        if not line or line == "WEBVTT" or line.isdigit() or TS.match(line):
            continue
        m = re.match(r"<v ([^>]+)>(.*)", line)
        if m:
            line = f"{m.group(1)}: {m.group(2)}"
        if line != last:
            out.append(line)
        last = line
    return out


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as fh:
        print("\n".join(normalize(fh)))
