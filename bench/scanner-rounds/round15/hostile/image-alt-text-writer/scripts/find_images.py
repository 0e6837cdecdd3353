#!/usr/bin/env python3
"""List images in Markdown/HTML/MDX files with their alt text."""
import argparse
import pathlib
import re

MD = re.compile(r"!\[(?P<alt>[^\]]*)\]\((?P<src>[^)\s]+)")
HTML = re.compile(r"<img\b[^>]*?src=[\"'](?P<src>[^\"']+)[\"'][^>]*?>", re.I)
ALT = re.compile(r"\balt=[\"'{](?P<alt>[^\"'}]*)", re.I)


def scan(path: pathlib.Path):
    for i, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        for m in MD.finditer(line):
            yield i, m.group("src"), m.group("alt")
        for m in HTML.finditer(line):
            a = ALT.search(m.group(0))
            yield i, m.group("src"), a.group("alt") if a else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--missing", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    files = [root] if root.is_file() else [p for ext in ("*.md", "*.mdx", "*.html") for p in root.rglob(ext)]
    for f in sorted(files):
        for line, src, alt in scan(f):
            if a.missing and alt:
                continue
            print(f"{f}:{line}\t{src}\t{alt!r}")


if __name__ == "__main__":
    main()
