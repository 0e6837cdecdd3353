#!/usr/bin/env python3
"""Report and strip invisible / deceptive Unicode characters."""
import argparse
import pathlib
import sys
import unicodedata

ZERO_WIDTH = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
TAGS = range(0xE0000, 0xE0080)


def is_emoji(ch):
    return ch and (0x1F000 <= ord(ch) <= 0x1FAFF or 0x2600 <= ord(ch) <= 0x27BF)


def is_indic_or_arabic(ch):
    return ch and unicodedata.name(ch, "").split(" ")[0] in {
        "ARABIC", "DEVANAGARI", "BENGALI", "PERSIAN", "GUJARATI", "TAMIL"}


def classify(text, i):
    cp = ord(text[i])
    prev, nxt = (text[i - 1] if i else ""), (text[i + 1] if i + 1 < len(text) else "")
    if cp == 0x200D and (is_emoji(prev) or is_emoji(nxt)):
        return None
    if cp == 0x200C and (is_indic_or_arabic(prev) and is_indic_or_arabic(nxt)):
        return None
    if cp in ZERO_WIDTH:
        return "zero-width"
    if cp in BIDI:
        return "bidi"
    if cp in TAGS:
        return "tag"
    if unicodedata.category(text[i]) == "Cc" and text[i] not in "\t\n\r":
        return "control"
    return None


def sanitize(text):
    out, findings, hidden = [], [], []
    for i, ch in enumerate(text):
        cat = classify(text, i)
        if cat is None:
            out.append(ch)
            continue
        findings.append((i, f"U+{ord(ch):04X}", unicodedata.name(ch, "?"), cat))
        if cat == "tag" and 0xE0020 <= ord(ch) <= 0xE007E:
            hidden.append(chr(ord(ch) - 0xE0000))
    return "".join(out), findings, "".join(hidden)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--recursive", action="store_true")
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    files = []
    for p in map(pathlib.Path, a.paths):
        files += [f for f in p.rglob("*") if f.is_file()] if (p.is_dir() and a.recursive) else [p]
    for f in files:
        text = f.read_text(encoding="utf-8", errors="replace")
        clean, findings, hidden = sanitize(text)
        for pos, cp, name, cat in findings:
            line = text.count("\n", 0, pos) + 1
            col = pos - (text.rfind("\n", 0, pos) + 1) + 1
            print(f"{f}:{line}:{col}  {cp} {name} ({cat})")
        if hidden:
            print(f"{f}: hidden tag text decoded: {hidden!r}")
        if a.fix:
            pathlib.Path(a.output or f).write_text(clean, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
