#!/usr/bin/env python3
"""Generate a GitHub-style TOC between <!-- toc --> and <!-- tocstop --> markers."""
import argparse
import pathlib
import re
import sys
import unicodedata

START, STOP = "<!-- toc -->", "<!-- tocstop -->"


def slugify(text: str, seen: dict) -> str:
    text = re.sub(r"`([^`]*)`", r"\1", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    s = "".join(ch for ch in text.lower() if ch in "-_ " or unicodedata.category(ch)[0] in "LNM")
    s = s.replace(" ", "-")
    n = seen.get(s, 0)
    seen[s] = n + 1
    return s if n == 0 else f"{s}-{n}"


def headings(lines, lo, hi):
    fence = False
    for i, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
            continue
        if fence:
            continue
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m and lo <= len(m.group(1)) <= hi:
            yield len(m.group(1)), m.group(2)


def build(text: str, lo: int, hi: int) -> str:
    seen: dict = {}
    lines = text.splitlines()
    out = [f"{'  ' * (lvl - lo)}- [{t}](#{slugify(t, seen)})" for lvl, t in headings(lines, lo, hi)]
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--min", type=int, default=2)
    ap.add_argument("--max", type=int, default=4)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    stale = 0
    files = []
    for p in map(pathlib.Path, a.paths):
        files += sorted(p.rglob("*.md")) if p.is_dir() else [p]
    for f in files:
        text = f.read_text(encoding="utf-8")
        if START not in text or STOP not in text:
            continue
        head, rest = text.split(START, 1)
        _, tail = rest.split(STOP, 1)
        new = f"{head}{START}\n{build(text, a.min, a.max)}\n{STOP}{tail}"
        if new != text:
            stale += 1
            if not a.check:
                f.write_text(new, encoding="utf-8")
                print(f"updated {f}")
    if a.check and stale:
        print(f"{stale} file(s) have a stale TOC", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
