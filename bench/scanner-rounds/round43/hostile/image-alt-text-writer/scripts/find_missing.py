#!/usr/bin/env python3
import re, sys
from pathlib import Path
MD = re.compile(r"!\[\s*\]\(([^)]+)\)")
HTML = re.compile(r"<img(?![^>]*\balt=)[^>]*>", re.I)
for p in Path(sys.argv[1] if len(sys.argv) > 1 else ".").rglob("*"):
    if p.suffix.lower() not in {".md", ".mdx", ".html"}:
        continue
    for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
        if MD.search(line) or HTML.search(line):
            print(f"{p}:{n}: {line.strip()[:100]}")
