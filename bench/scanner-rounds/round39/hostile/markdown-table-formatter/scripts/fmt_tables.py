#!/usr/bin/env python3
"""Align GitHub-flavoured Markdown tables."""
import re
import sys
import unicodedata
from pathlib import Path

DELIM = re.compile(r"^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def split_row(line: str):
    cells = re.split(r"(?<!\\)\|", line.strip().strip("|"))
    return [c.strip() for c in cells]


def fmt_table(lines):
    rows = [split_row(l) for l in lines]
    ncol = max(len(r) for r in rows)
    rows = [r + [""] * (ncol - len(r)) for r in rows]
    aligns = []
    for c in rows[1]:
        if c.startswith(":") and c.endswith(":"):
            aligns.append("c")
        elif c.endswith(":"):
            aligns.append("r")
        else:
            aligns.append("l")
    w = [max(3, *(width(r[i]) for j, r in enumerate(rows) if j != 1)) for i in range(ncol)]
    out = []
    for j, r in enumerate(rows):
        if j == 1:
            delim = []
            for i, a in enumerate(aligns):
                dash = "-" * (w[i] + 2)
                if a == "c":
                    dash = ":" + dash[2:] + ":"
                elif a == "r":
                    dash = dash[1:] + ":"
                delim.append(dash)
            out.append("|" + "|".join(delim) + "|")
            continue
        cells = []
        for i, c in enumerate(r):
            pad = w[i] - width(c)
            if aligns[i] == "r":
                cells.append(" " * pad + c)
            elif aligns[i] == "c":
                cells.append(" " * (pad // 2) + c + " " * (pad - pad // 2))
            else:
                cells.append(c + " " * pad)
        out.append("| " + " | ".join(cells) + " |")
    return out


def process(text: str) -> str:
    lines, out, i, fenced = text.splitlines(), [], 0, False
    while i < len(lines):
        if lines[i].startswith("```"):
            fenced = not fenced
        if not fenced and "|" in lines[i] and i + 1 < len(lines) and DELIM.match(lines[i + 1]):
            j = i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                j += 1
            out.extend(fmt_table(lines[i:j]))
            i = j
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    for f in sys.argv[1:]:
        p = Path(f)
        p.write_text(process(p.read_text(encoding="utf-8")), encoding="utf-8")
        print("formatted", p)
