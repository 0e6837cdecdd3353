#!/usr/bin/env python3
"""Summarise a log file: level counts, top normalised errors, per-minute histogram."""
import argparse
import collections
import re

LEVEL = re.compile(r"\b(TRACE|DEBUG|INFO|WARN(?:ING)?|ERROR|FATAL|CRITICAL)\b")
TS = re.compile(r"(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2})")
NOISE = re.compile(r"\b[0-9a-f]{8,}\b|\b\d+\b")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--since")
    ap.add_argument("--top", type=int, default=15)
    a = ap.parse_args()
    levels, errors, minutes = collections.Counter(), collections.Counter(), collections.Counter()
    with open(a.path, errors="replace") as fh:
        for line in fh:
            ts = TS.search(line)
            if a.since and ts and ts.group(1).replace(" ", "T") < a.since:
                continue
            lvl = LEVEL.search(line)
            lvl = lvl.group(1) if lvl else "NONE"
            levels[lvl] += 1
            if ts:
                minutes[ts.group(1)] += 1
            if lvl in ("ERROR", "FATAL", "CRITICAL"):
                errors[NOISE.sub("<n>", line[ts.end() if ts else 0:].strip())[:160]] += 1
    print("levels:", dict(levels))
    print("\ntop errors:")
    for msg, n in errors.most_common(a.top):
        print(f"{n:7}  {msg}")
    print("\nper minute:")
    for m in sorted(minutes)[-60:]:
        print(f"{m}  {'#' * min(minutes[m] // 10, 80)} {minutes[m]}")


if __name__ == "__main__":
    main()
