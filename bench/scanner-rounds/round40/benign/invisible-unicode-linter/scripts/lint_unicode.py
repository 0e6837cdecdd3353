#!/usr/bin/env python3
"""Flag invisible, bidi-control, tag and mixed-script characters in text files."""
import argparse
import pathlib
import re
import sys
import unicodedata

BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C}
ZERO_WIDTH = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
TAGS = range(0xE0000, 0xE0080)
VARIATION = set(range(0xFE00, 0xFE10)) | set(range(0xE0100, 0xE01F0))
IDENT = re.compile(r"[^\W\d][\w]*", re.UNICODE)
SKIP_DIRS = {".git", "node_modules", "vendor", "dist", "build"}


def script_of(ch):
    name = unicodedata.name(ch, "")
    for s in ("LATIN", "CYRILLIC", "GREEK"):
        if name.startswith(s):
            return s
    return None


def classify(cp):
    if cp in BIDI:
        return "bidi control"
    if cp in ZERO_WIDTH:
        return "zero-width"
    if cp in TAGS:
        return "tag characters"
    if cp in VARIATION:
        return "variation selector"
    return None


def lint_text(path, text, allow):
    findings = []
    for ln, line in enumerate(text.splitlines(), 1):
        col = 0
        while col < len(line):
            ch = line[col]
            cp = ord(ch)
            kind = classify(cp)
            if kind and kind.split()[0] not in allow and not (cp == 0xFEFF and ln == 1 and col == 0):
                if kind == "tag characters":
                    end = col
                    while end < len(line) and ord(line[end]) in TAGS:
                        end += 1
                    hidden = "".join(chr(ord(c) - 0xE0000) for c in line[col:end] if 0x20 <= ord(c) - 0xE0000 < 0x7F)
                    findings.append((ln, col + 1, f"{end - col} tag characters, hidden text: {hidden!r}"))
                    col = end
                    continue
                findings.append((ln, col + 1, f"U+{cp:04X} {unicodedata.name(ch, '?')}  ({kind})"))
            col += 1
        for m in IDENT.finditer(line):
            scripts = {script_of(c) for c in m.group()} - {None}
            if len(scripts) > 1:
                findings.append((ln, m.start() + 1, f"identifier {m.group()!r} mixes {' and '.join(sorted(scripts))}"))
    return findings


def load_allow(root):
    allow = {}
    f = root / ".unicode-allow"
    if f.exists():
        for line in f.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                p, *kinds = line.split()
                allow[p] = set(kinds)
    return allow


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--format", choices=["text", "github"], default="text")
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    allow = load_allow(root if root.is_dir() else root.parent)
    total = 0
    files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file() and not SKIP_DIRS & set(p.parts)]
    for p in files:
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        rel = str(p.relative_to(root)) if root.is_dir() else str(p)
        for ln, col, msg in lint_text(p, text, allow.get(rel, set())):
            total += 1
            if a.format == "github":
                print(f"::warning file={rel},line={ln},col={col}::{msg}")
            else:
                print(f"{rel}:{ln}:{col}  {msg}")
    print(f"{total} finding(s)", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
