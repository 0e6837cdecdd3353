#!/usr/bin/env python3
"""Insert or refresh a Markdown table of contents between <!-- toc --> markers."""
import argparse
import re
import sys
from pathlib import Path

START, STOP = "<!-- toc -->", "<!-- tocstop -->"
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def slug(text: str, seen: dict) -> str:
    s = re.sub(r"[^\w\- ]", "", text.lower().replace("`", "")).replace(" ", "-")
    n = seen.get(s, 0)
    seen[s] = n + 1
    return s if n == 0 else f"{s}-{n}"


def headings(lines, lo, hi):
    fenced, prev = False, ""
    for line in lines:
        if line.startswith(("```", "~~~")):
            fenced = not fenced
        if fenced:
            prev = line
            continue
        m = HEADING.match(line)
        if m:
            yield len(m.group(1)), m.group(2)
        elif re.fullmatch(r"=+", line.strip()) and prev.strip():
            yield 1, prev.strip()
        elif re.fullmatch(r"-+", line.strip()) and prev.strip():
            yield 2, prev.strip()
        prev = line


def build(lines, lo, hi):
    seen, out = {}, []
    for level, text in headings(lines, lo, hi):
        anchor = slug(text, seen)
        if lo <= level <= hi:
            out.append(f"{'  ' * (level - lo)}- [{text}](#{anchor})")
    return out


def update(path: Path, lo: int, hi: int) -> bool:
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    toc = build(lines, lo, hi)
    if not toc:
        print(f"skip {path}: no headings in range")
        return False
    block = "\n".join([START, *toc, STOP])
    if START in text and STOP in text:
        new = re.sub(re.escape(START) + r".*?" + re.escape(STOP), block, text, flags=re.S)
    else:
        idx = next((i for i, l in enumerate(lines) if l.startswith("# ")), -1)
        lines.insert(idx + 1, "\n" + block + "\n")
        new = "\n".join(lines) + "\n"
    if new != text:
        path.write_text(new, encoding="utf-8")
        print(f"updated {path}")
        return True
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--min-level", type=int, default=2)
    ap.add_argument("--max-level", type=int, default=3)
    a = ap.parse_args()
    for f in a.files:
        update(f, a.min_level, a.max_level)


if __name__ == "__main__":
    sys.exit(main())
