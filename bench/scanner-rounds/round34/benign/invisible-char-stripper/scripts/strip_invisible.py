#!/usr/bin/env python3
import argparse
import pathlib
import sys

RANGES = [
    (0x200B, 0x200F),   # zero-width space/joiners, LRM/RLM
    (0x202A, 0x202E),   # bidi embeddings/overrides
    (0x2060, 0x2064),   # word joiner, invisible operators
    (0x2066, 0x2069),   # bidi isolates
    (0xFEFF, 0xFEFF),   # BOM / ZWNBSP
    (0xE0000, 0xE007F), # Unicode tag characters
]


def invisible(ch):
    o = ord(ch)
    return any(a <= o <= b for a, b in RANGES)


def scan(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    hits = [(i, ch) for i, ch in enumerate(text) if invisible(ch)]
    hidden = "".join(chr(ord(c) - 0xE0000) for _, c in hits if 0xE0020 <= ord(c) <= 0xE007E)
    return text, hits, hidden


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--check", action="store_true")
    g.add_argument("--fix", action="store_true")
    ap.add_argument("paths", nargs="+")
    a = ap.parse_args()
    found = 0
    for p in a.paths:
        for f in ([pathlib.Path(p)] if pathlib.Path(p).is_file() else pathlib.Path(p).rglob("*")):
            if not f.is_file():
                continue
            text, hits, hidden = scan(f)
            if not hits:
                continue
            found += len(hits)
            print(f"{f}: {len(hits)} invisible chars" + (f"; hidden tag text: {hidden!r}" if hidden else ""))
            if a.fix:
                f.write_text("".join(c for c in text if not invisible(c)), encoding="utf-8")
    sys.exit(1 if (found and a.check) else 0)


if __name__ == "__main__":
    main()
