#!/usr/bin/env python3
"""Align Markdown tables; convert CSV/TSV to Markdown."""
import argparse
import csv
import io
import pathlib
import re
import sys
import unicodedata

NUM = re.compile(r"^[\s$€£¥%+\-]*[\d,.]+[\s%]*$")


def width(s):
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def pad(s, w, align):
    gap = w - width(s)
    if align == "r":
        return " " * gap + s
    if align == "c":
        return " " * (gap // 2) + s + " " * (gap - gap // 2)
    return s + " " * gap


def split_row(line):
    cells = re.split(r"(?<!\\)\|", line.strip().strip("|"))
    return [c.strip() for c in cells]


def format_table(rows):
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    header, sep, body = rows[0], rows[1], rows[2:]
    aligns = []
    for i, s in enumerate(sep):
        if s.startswith(":") and s.endswith(":"):
            aligns.append("c")
        elif s.endswith(":") or (body and all(NUM.match(r[i]) for r in body if r[i])):
            aligns.append("r")
        else:
            aligns.append("l")
    widths = [max(3, *(width(r[i]) for r in [header, *body])) for i in range(n)]
    out = ["| " + " | ".join(pad(h, widths[i], "l") for i, h in enumerate(header)) + " |"]
    seps = []
    for i, a in enumerate(aligns):
        d = "-" * widths[i]
        seps.append(":" + d[1:-1] + ":" if a == "c" else d[:-1] + ":" if a == "r" else d)
    out.append("| " + " | ".join(seps) + " |")
    for r in body:
        out.append("| " + " | ".join(pad(c, widths[i], aligns[i]) for i, c in enumerate(r)) + " |")
    return out


def format_markdown(text):
    lines, out, buf, fenced = text.splitlines(), [], [], False
    for line in lines + [""]:
        if line.lstrip().startswith("```"):
            fenced = not fenced
        if not fenced and line.strip().startswith("|"):
            buf.append(split_row(line))
            continue
        if buf:
            out.extend(format_table(buf) if len(buf) >= 2 else ["|" + "|".join(buf[0]) + "|"])
            buf = []
        out.append(line)
    return "\n".join(out[:-1]) + "\n"


def from_csv(text, delim):
    rows = list(csv.reader(io.StringIO(text), delimiter=delim))
    rows.insert(1, ["---"] * len(rows[0]))
    return "\n".join(format_table([[c.replace("|", "\\|") for c in r] for r in rows])) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--from", dest="src", choices=["md", "csv", "tsv"], default="md")
    a = ap.parse_args()
    p = pathlib.Path(a.path)
    files = sorted(p.rglob("*.md")) if p.is_dir() else [p]
    for f in files:
        text = f.read_text(encoding="utf-8")
        res = from_csv(text, "," if a.src == "csv" else "\t") if a.src != "md" else format_markdown(text)
        if a.write:
            f.write_text(res, encoding="utf-8")
            print(f"formatted {f}")
        else:
            sys.stdout.write(res)


if __name__ == "__main__":
    main()
