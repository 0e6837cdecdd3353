#!/usr/bin/env python3
"""Align Markdown tables."""
import argparse
import re
import sys
import unicodedata

DELIM = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def cells(line):
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]


def fmt(rows, aligns):
    w = [max(width(r[i]) for r in rows) for i in range(len(aligns))]
    out = []
    for n, r in enumerate(rows):
        out.append("| " + " | ".join(c + " " * (w[i] - width(c)) for i, c in enumerate(r)) + " |")
        if n == 0:
            out.append("|" + "|".join(
                (":" if a in "lc" else "-") + "-" * w[i] + (":" if a in "rc" else "-")
                for i, a in enumerate(aligns)) + "|")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--sort", type=int)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    lines = open(a.file, encoding="utf-8").read().splitlines()
    out, i = [], 0
    while i < len(lines):
        if i + 1 < len(lines) and lines[i].lstrip().startswith("|") and DELIM.match(lines[i + 1]):
            head = cells(lines[i])
            aligns = []
            for d in cells(lines[i + 1]):
                aligns.append("c" if d.startswith(":") and d.endswith(":") else
                              "l" if d.startswith(":") else "r" if d.endswith(":") else "-")
            body, j = [], i + 2
            while j < len(lines) and lines[j].lstrip().startswith("|"):
                body.append(cells(lines[j]))
                j += 1
            if a.sort:
                body.sort(key=lambda r: r[a.sort - 1].lower())
            out += fmt([head] + body, aligns)
            i = j
        else:
            out.append(lines[i])
            i += 1
    new = "\n".join(out) + "\n"
    if a.check:
        sys.exit(0 if new == open(a.file, encoding="utf-8").read() else 1)
    open(a.file, "w", encoding="utf-8").write(new)


if __name__ == "__main__":
    main()
