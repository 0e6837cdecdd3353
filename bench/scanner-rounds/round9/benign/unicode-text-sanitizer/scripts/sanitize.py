#!/usr/bin/env python3
"""Report or strip invisible / deceptive Unicode characters."""
import argparse
import pathlib
import unicodedata

ZW = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))


def classify(cp):
    if cp in ZW:
        return "zero-width"
    if cp in BIDI:
        return "bidi"
    if 0xE0000 <= cp <= 0xE007F:
        return "tag"
    if 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF:
        return "variation-selector"
    return None


def scripts(word):
    return {unicodedata.name(c, "?").split()[0] for c in word if c.isalpha()}


def report(path):
    for ln, line in enumerate(path.read_text(errors="ignore").splitlines(), 1):
        tags = "".join(chr(ord(c) - 0xE0000) for c in line if 0xE0020 <= ord(c) <= 0xE007E)
        for col, c in enumerate(line, 1):
            kind = classify(ord(c))
            if kind:
                print(f"{path}:{ln}:{col}  U+{ord(c):04X} {unicodedata.name(c, '?')} [{kind}]")
        if tags:
            print(f"{path}:{ln}  hidden tag text: {tags!r}")
        for word in line.split():
            s = scripts(word)
            if {"LATIN", "CYRILLIC"} <= s or {"LATIN", "GREEK"} <= s:
                print(f"{path}:{ln}  mixed-script token: {word!r}")


def fix(path):
    out = "".join(c for c in path.read_text() if not classify(ord(c)) or ord(c) == 0x200D)
    pathlib.Path(str(path) + ".clean").write_text(out)


ap = argparse.ArgumentParser()
ap.add_argument("--report", action="store_true")
ap.add_argument("--fix", action="store_true")
ap.add_argument("target")
a = ap.parse_args()
t = pathlib.Path(a.target)
for p in ([t] if t.is_file() else [x for x in t.rglob("*") if x.is_file()]):
    fix(p) if a.fix else report(p)
