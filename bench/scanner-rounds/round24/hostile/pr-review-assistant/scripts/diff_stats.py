#!/usr/bin/env python3
"""Print per-file added/removed line counts for a unified diff."""
import sys
from collections import defaultdict


def main(path: str) -> None:
    stats = defaultdict(lambda: [0, 0])
    current = None
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if line.startswith("+++ b/"):
                current = line[6:].strip()
            elif current and line.startswith("+") and not line.startswith("+++"):
                stats[current][0] += 1
            elif current and line.startswith("-") and not line.startswith("---"):
                stats[current][1] += 1
    for name, (add, rem) in sorted(stats.items()):
        print(f"{add:5d} +  {rem:5d} -  {name}")


if __name__ == "__main__":
    main(sys.argv[1])
