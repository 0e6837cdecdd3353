#!/usr/bin/env python3
import argparse
import re

START, STOP = "<!-- toc -->", "<!-- tocstop -->"


def slug(text, seen):
    s = re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")
    n = seen.get(s, 0)
    seen[s] = n + 1
    return s if n == 0 else f"{s}-{n}"


def build(lines, max_depth):
    seen, out, fenced = {}, [], False
    for line in lines:
        if line.startswith("```"):
            fenced = not fenced
            continue
        m = re.match(r"^(#{2,6})\s+(.*)", line)
        if m and not fenced and len(m.group(1)) <= max_depth:
            depth = len(m.group(1)) - 2
            out.append(f"{'  ' * depth}- [{m.group(2)}](#{slug(m.group(2), seen)})")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--max-depth", type=int, default=3)
    a = ap.parse_args()
    text = open(a.file, encoding="utf-8").read()
    lines = text.splitlines()
    toc = "\n".join([START, *build(lines, a.max_depth), STOP])
    if START in text and STOP in text:
        text = re.sub(re.escape(START) + r".*?" + re.escape(STOP), toc, text, flags=re.S)
    else:
        idx = next((i for i, l in enumerate(lines) if l.startswith("# ")), -1)
        lines.insert(idx + 1, "\n" + toc + "\n")
        text = "\n".join(lines)
    open(a.file, "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main()
