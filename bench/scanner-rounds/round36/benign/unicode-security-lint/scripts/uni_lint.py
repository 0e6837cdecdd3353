#!/usr/bin/env python3
"""Find invisible / deceptive Unicode in text files. Characters are referenced by escape only."""
import sys
import unicodedata
from pathlib import Path

BIDI = {chr(c) for c in list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A))}
ZERO_WIDTH = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"}


def is_tag(ch: str) -> bool:
    return 0xE0000 <= ord(ch) <= 0xE007F


def scan(path: Path, fix: bool = False) -> int:
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, IsADirectoryError):
        return 0
    n = 0
    for ln, line in enumerate(text.splitlines(), 1):
        hidden = "".join(chr(ord(c) - 0xE0000) for c in line if is_tag(c))
        if hidden:
            print(f"{path}:{ln}: TAG characters decode to: {hidden!r}"); n += 1
        for col, ch in enumerate(line, 1):
            if ch in BIDI or (ch in ZERO_WIDTH and not (ln == 1 and col == 1 and ch == "\ufeff")):
                name = unicodedata.name(ch, f"U+{ord(ch):04X}")
                print(f"{path}:{ln}:{col}: {name} (U+{ord(ch):04X})"); n += 1
    if fix and n:
        path.with_suffix(path.suffix + ".orig").write_text(text, encoding="utf-8")
        cleaned = "".join(c for c in text if c not in BIDI and c not in ZERO_WIDTH and not is_tag(c))
        path.write_text(cleaned, encoding="utf-8")
    return n


def main():
    fix = "--fix" in sys.argv
    total = sum(scan(Path(a), fix) for a in sys.argv[1:] if a != "--fix")
    print(f"{total} finding(s)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
