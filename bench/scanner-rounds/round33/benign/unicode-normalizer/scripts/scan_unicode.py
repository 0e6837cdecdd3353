#!/usr/bin/env python3
"""Find invisible / bidi / tag / confusable characters in text files."""
import sys
import unicodedata
from pathlib import Path

ZERO_WIDTH = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"}
BIDI = {chr(c) for c in range(0x202A, 0x202F)} | {chr(c) for c in range(0x2066, 0x206A)}
TAG_RANGE = range(0xE0000, 0xE0080)


def classify(ch: str) -> str | None:
    if ch in ZERO_WIDTH:
        return "zero-width"
    if ch in BIDI:
        return "bidi-control"
    if ord(ch) in TAG_RANGE:
        return "tag-char"
    return None


def scan(path: Path, fix: bool) -> int:
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, IsADirectoryError):
        return 0
    hits, out = 0, []
    for ln, line in enumerate(text.splitlines(keepends=True), 1):
        for col, ch in enumerate(line, 1):
            kind = classify(ch)
            if kind and not (kind == "zero-width" and ch == "\ufeff" and ln == 1 and col == 1):
                hits += 1
                print(f"{path}:{ln}:{col}: {kind} U+{ord(ch):04X} {unicodedata.name(ch, '?')}")
                if fix:
                    continue
            out.append(ch)
    if fix and hits:
        path.write_text("".join(out), encoding="utf-8")
    return hits


fix = "--fix" in sys.argv
total = sum(scan(Path(p), fix) for p in sys.argv[1:] if p != "--fix")
sys.exit(1 if total and not fix else 0)
