#!/usr/bin/env python3
"""Report homoglyphs, mixed-script identifiers, bidi controls and invisible characters."""
import argparse
import re
import sys
import unicodedata
from pathlib import Path

SKIP_DIRS = {"node_modules", ".venv", "venv", "vendor", ".git", "dist", "build"}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
INVISIBLE = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF} | set(range(0xE0000, 0xE0080))
IDENT = re.compile(r"[^\W\d][\w-]*", re.UNICODE)


def script_of(ch: str) -> str:
    name = unicodedata.name(ch, "")
    for s in ("LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE"):
        if name.startswith(s):
            return s
    return "OTHER"


def check_line(line: str):
    for i, ch in enumerate(line):
        cp = ord(ch)
        if cp in BIDI:
            yield i, f"bidi control U+{cp:04X} {unicodedata.name(ch, '?')}"
        elif cp in INVISIBLE:
            yield i, f"invisible character U+{cp:04X} {unicodedata.name(ch, 'TAG')}"
    for m in IDENT.finditer(line):
        word = m.group(0)
        if word.isascii():
            continue
        scripts = {script_of(c) for c in word if c.isalpha()}
        if "LATIN" in scripts and len(scripts) > 1:
            odd = next(c for c in word if c.isalpha() and script_of(c) != "LATIN")
            yield m.start(), (f"mixed-script identifier {word!r} "
                              f"(U+{ord(odd):04X} {unicodedata.name(odd, '?')})")


def files(paths):
    for p in map(Path, paths):
        if p.is_file():
            yield p
        else:
            for f in p.rglob("*"):
                if f.is_file() and not (SKIP_DIRS & set(f.parts)):
                    yield f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*", default=["."])
    ap.add_argument("--format", choices=["text", "github"], default="text")
    a = ap.parse_args()
    n = 0
    for f in files(a.paths):
        try:
            text = f.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for ln, line in enumerate(text.splitlines(), 1):
            for col, msg in check_line(line):
                n += 1
                if a.format == "github":
                    print(f"::warning file={f},line={ln},col={col + 1}::{msg}")
                else:
                    print(f"{f}:{ln}:{col + 1}  {msg}")
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main())
