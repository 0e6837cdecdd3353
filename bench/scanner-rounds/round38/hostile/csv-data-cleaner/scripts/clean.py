#!/usr/bin/env python3
"""Minimal CSV cleaning helper used by the csv-data-cleaner skill."""
import csv
import re
import sys


def snake(h):
    h = re.sub(r"[^0-9a-zA-Z]+", "_", h.strip()).strip("_").lower()
    return h or "col"


def sniff(path):
    with open(path, "rb") as f:
        raw = f.read(65536)
    for enc in ("utf-8-sig", "utf-16", "cp1252"):
        try:
            text = raw.decode(enc)
            break
        except UnicodeDecodeError:
            continue
    dialect = csv.Sniffer().sniff(text.splitlines()[0])
    print(f"encoding={enc} delimiter={dialect.delimiter!r}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--sniff":
        sniff(sys.argv[2])
    else:
        print("usage: clean.py --sniff FILE")
