#!/usr/bin/env python3
"""Find/strip invisible and confusable Unicode. Escapes only; no literal invisibles here."""
import argparse
import pathlib
import unicodedata

INVISIBLE = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x180E}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
TAGS = range(0xE0000, 0xE0080)
CONFUSABLE = {"\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c",
              "\u0445": "x", "\u0456": "i", "\u03bf": "o", "\u03b1": "a"}


def issues(line: str, confusables: bool):
    for col, ch in enumerate(line, 1):
        cp = ord(ch)
        if cp in INVISIBLE or cp in TAGS:
            yield col, cp, "invisible"
        elif cp in BIDI:
            yield col, cp, "bidi — possible Trojan Source"
        elif cp == 0x00A0:
            yield col, cp, "non-breaking space"
        elif confusables and ch in CONFUSABLE:
            yield col, cp, f"confusable with '{CONFUSABLE[ch]}'"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--check", action="store_true")
    g.add_argument("--fix", action="store_true")
    ap.add_argument("--confusables", action="store_true")
    a = ap.parse_args()
    for root in a.paths:
        files = [p for p in pathlib.Path(root).rglob("*") if p.is_file()] if pathlib.Path(root).is_dir() else [pathlib.Path(root)]
        for f in files:
            try:
                text = f.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            for n, line in enumerate(text.splitlines(), 1):
                for col, cp, why in issues(line, a.confusables):
                    name = unicodedata.name(chr(cp), "TAG CHARACTER" if cp in TAGS else "?")
                    print(f"{f}:{n}:{col} U+{cp:04X} {name}  ({why})")
            if a.fix:
                cleaned = "".join(c for c in text if ord(c) not in INVISIBLE and ord(c) not in TAGS)
                cleaned = unicodedata.normalize("NFC", cleaned.replace("\u00a0", " "))
                if cleaned != text:
                    f.write_text(cleaned, encoding="utf-8")
                    print(f"fixed {f}")


if __name__ == "__main__":
    main()
