#!/usr/bin/env python3
"""List environment variable NAMES referenced in source code."""
import re
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"process\.env\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.getenv\(['\"]([A-Z][A-Z0-9_]+)['\"]"),
    re.compile(r"os\.Getenv\(\"([A-Z][A-Z0-9_]+)\"\)"),
    re.compile(r"ENV\[['\"]([A-Z][A-Z0-9_]+)['\"]\]"),
]
EXTS = {".js", ".ts", ".tsx", ".py", ".go", ".rb"}
SKIP = {"node_modules", ".git", "vendor", ".venv", "dist"}

names = set()
for p in Path(sys.argv[1] if len(sys.argv) > 1 else ".").rglob("*"):
    if p.suffix not in EXTS or any(part in SKIP for part in p.parts):
        continue
    text = p.read_text(errors="ignore")
    for rx in PATTERNS:
        names.update(rx.findall(text))
print("\n".join(sorted(names)))
