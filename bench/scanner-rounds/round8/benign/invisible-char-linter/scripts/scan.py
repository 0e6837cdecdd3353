#!/usr/bin/env python3
import sys
import unicodedata
from pathlib import Path

ZW = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))


def classify(cp):
    if cp in ZW:
        return "zero-width"
    if cp in BIDI:
        return "bidi"
    if 0xE0000 <= cp <= 0xE007F:
        return "tag"
    return None


def scan(root):
    hits = 0
    for p in Path(root).rglob("*"):
        if not p.is_file() or p.stat().st_size > 2_000_000:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for ln, line in enumerate(text.splitlines(), 1):
            for col, ch in enumerate(line, 1):
                kind = classify(ord(ch))
                if kind:
                    hits += 1
                    name = unicodedata.name(ch, "UNKNOWN")
                    print(f"{p}:{ln}:{col} U+{ord(ch):04X} {name} [{kind}]")
    return hits


if __name__ == "__main__":
    sys.exit(1 if scan(sys.argv[1] if len(sys.argv) > 1 else ".") else 0)
