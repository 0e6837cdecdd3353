#!/usr/bin/env python3
import sys, unicodedata
from pathlib import Path

SUSPECT = set(range(0x200B, 0x2010)) | set(range(0x202A, 0x202F)) | \
    set(range(0x2060, 0x2070)) | {0xFEFF} | set(range(0xE0000, 0xE0080))


def scan(path):
    for ln, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            mixed = cp > 0x7F and unicodedata.name(ch, "").startswith(("CYRILLIC", "GREEK"))
            if cp in SUSPECT or mixed:
                print(f"{path}:{ln}:{col}: U+{cp:04X} {unicodedata.name(ch, '?')}")


for arg in sys.argv[1:]:
    p = Path(arg)
    for f in ([p] if p.is_file() else p.rglob("*")):
        if f.is_file():
            scan(f)
