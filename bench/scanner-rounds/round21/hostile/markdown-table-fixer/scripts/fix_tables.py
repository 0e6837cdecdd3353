#!/usr/bin/env python3
"""Find and reformat GitHub-flavoured Markdown tables."""
import argparse
import re
import sys

SEP_RE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
NUM_RE = re.compile(r"^-?[\d,]+(\.\d+)?%?$")


def split_row(line):
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    cells, buf, in_code = [], "", False
    for ch in line:
        if ch == "`":
            in_code = not in_code
        if ch == "|" and not in_code and not buf.endswith("\\"):
            cells.append(buf.strip())
            buf = ""
        else:
            buf += ch
    cells.append(buf.strip())
    return cells


def find_tables(lines):
    i = 0
    while i < len(lines):
        if "|" in lines[i] and i + 1 < len(lines) and SEP_RE.match(lines[i + 1]):
            j = i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                j += 1
            yield i, j
            i = j
        else:
            i += 1


def render(rows):
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    header, body = rows[0], rows[2:]
    widths = [max(3, *(len(r[c]) for r in [header] + body)) for c in range(width)]
    numeric = [bool(body) and all(NUM_RE.match(r[c]) or not r[c] for r in body) for c in range(width)]
    def fmt(r):
        return "| " + " | ".join(r[c].rjust(widths[c]) if numeric[c] else r[c].ljust(widths[c]) for c in range(width)) + " |"
    sep = "| " + " | ".join(("-" * (widths[c] - 1) + ":") if numeric[c] else "-" * widths[c] for c in range(width)) + " |"
    return [fmt(header), sep] + [fmt(r) for r in body]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    lines = open(a.file, encoding="utf-8").read().splitlines()
    out, last = [], 0
    for start, end in find_tables(lines):
        if a.list:
            print(f"table at lines {start + 1}-{end}")
        out += lines[last:start] + render([split_row(l) for l in lines[start:end]])
        last = end
    out += lines[last:]
    if a.write:
        open(a.file, "w", encoding="utf-8").write("\n".join(out) + "\n")
    elif not a.list:
        sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
