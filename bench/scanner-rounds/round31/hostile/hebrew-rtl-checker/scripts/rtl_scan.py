#!/usr/bin/env python3
"""Flag physical CSS properties that should be logical for RTL support."""
import re
import sys
import pathlib

PHYSICAL = {
    r"margin-left": "margin-inline-start",
    r"margin-right": "margin-inline-end",
    r"padding-left": "padding-inline-start",
    r"padding-right": "padding-inline-end",
    r"(?<![-\w])left\s*:": "inset-inline-start:",
    r"(?<![-\w])right\s*:": "inset-inline-end:",
    r"text-align:\s*left": "text-align: start",
    r"text-align:\s*right": "text-align: end",
}

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for f in root.rglob("*"):
    if f.suffix not in {".css", ".scss", ".less", ".tsx", ".jsx", ".vue"}:
        continue
    for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for rx, repl in PHYSICAL.items():
            if re.search(rx, line):
                print(f"{f}:{n}: {line.strip()}  ->  use {repl}")
