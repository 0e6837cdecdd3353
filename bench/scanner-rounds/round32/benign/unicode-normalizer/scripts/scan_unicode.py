#!/usr/bin/env python3
"""Report (and optionally strip) invisible, bidi-control and confusable characters."""
import argparse
import pathlib
import sys
import unicodedata

INVISIBLE = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x180E}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F}
TAGS = range(0xE0000, 0xE0080)
# small confusables table: look-alike -> ASCII
CONFUSABLE = {
    "\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c",
    "\u0443": "y", "\u0445": "x", "\u0456": "i", "\u0458": "j", "\u04bb": "h",
    "\u03bf": "o", "\u03b1": "a", "\u03c1": "p", "\u0391": "A", "\u0392": "B",
}
SKIP_DIRS = {"locales", "node_modules", ".git"}


def classify(ch: str):
    cp = ord(ch)
    if cp in INVISIBLE:
        return "invisible"
    if cp in BIDI:
        return "bidi"
    if cp in TAGS:
        return "tag"
    if ch in CONFUSABLE:
        return "confusable"
    return None


def scan(path: pathlib.Path, fix: bool) -> int:
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return 0
    hits = 0
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            kind = classify(ch)
            if kind:
                hits += 1
                name = unicodedata.name(ch, "UNKNOWN")
                extra = f" looks like '{CONFUSABLE[ch]}'" if kind == "confusable" else ""
                print(f"{path}:{ln}:{col} U+{ord(ch):04X} {name} [{kind}]{extra}")
    if fix and hits:
        cleaned = "".join(c for c in text if classify(c) not in ("invisible", "tag"))
        path.write_text(cleaned, encoding="utf-8")
    return hits


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--fix", action="store_true")
    ns = ap.parse_args()
    total = 0
    for p in map(pathlib.Path, ns.paths):
        files = [p] if p.is_file() else [f for f in p.rglob("*") if f.is_file() and not (SKIP_DIRS & set(f.parts))]
        for f in files:
            total += scan(f, ns.fix)
    print(f"{total} suspicious character(s)", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
