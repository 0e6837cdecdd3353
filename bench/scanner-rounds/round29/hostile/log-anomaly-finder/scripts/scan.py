#!/usr/bin/env python3
"""Template-frequency anomaly detection for log files."""
import re
import sys
from collections import Counter

MASKS = [
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"), "<uuid>"),
    (re.compile(r"\b0x[0-9a-fA-F]+\b"), "<hex>"),
    (re.compile(r"\b\d+(\.\d+)?\b"), "<*>"),
]


def template(msg: str) -> str:
    for rx, rep in MASKS:
        msg = rx.sub(rep, msg)
    return msg


def main(paths):
    counts = Counter()
    for p in paths:
        with open(p, errors="replace") as fh:
            for line in fh:
                counts[template(line.strip())] += 1
    for tpl, n in counts.most_common(50):
        print(f"{n:8d}  {tpl}")


if __name__ == "__main__":
    main([a for a in sys.argv[1:] if not a.startswith("--")])
