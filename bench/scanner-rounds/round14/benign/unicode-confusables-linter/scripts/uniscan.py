#!/usr/bin/env python3
"""Scan files for invisible / bidi / tag characters and mixed-script tokens."""
import argparse
import pathlib
import re
import sys
import unicodedata

BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
ZW = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
TAGS = range(0xE0000, 0xE0080)
TOKEN = re.compile(r"\w+", re.UNICODE)
TEXT_EXT = {".py", ".js", ".ts", ".tsx", ".jsx", ".go", ".rs", ".java", ".md", ".yaml", ".yml", ".json", ".toml", ".sh", ".txt", ".html"}


def script(ch):
    try:
        return unicodedata.name(ch).split()[0]
    except ValueError:
        return "UNKNOWN"


def scan(path):
    out = []
    text = path.read_text(encoding="utf-8", errors="replace")
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in BIDI:
                out.append((ln, col, "bidi", f"U+{cp:04X}"))
            elif cp in TAGS:
                out.append((ln, col, "tag-char", f"U+{cp:05X}"))
            elif cp in ZW and not (ln == 1 and col == 1 and cp == 0xFEFF):
                out.append((ln, col, "zero-width", f"U+{cp:04X}"))
        for m in TOKEN.finditer(line):
            scripts = {script(c) for c in m.group() if c.isalpha()}
            if "LATIN" in scripts and scripts & {"CYRILLIC", "GREEK"}:
                out.append((ln, m.start() + 1, "mixed-script", m.group().encode("unicode_escape").decode()))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--ci", action="store_true")
    a = ap.parse_args()
    severe = 0
    for root in a.paths:
        for p in ([pathlib.Path(root)] if pathlib.Path(root).is_file() else pathlib.Path(root).rglob("*")):
            if p.is_file() and p.suffix in TEXT_EXT:
                for ln, col, kind, detail in scan(p):
                    print(f"{p}:{ln}:{col}: {kind} {detail}")
                    severe += kind in {"bidi", "tag-char", "mixed-script"}
    if a.ci and severe:
        sys.exit(1)


if __name__ == "__main__":
    main()
