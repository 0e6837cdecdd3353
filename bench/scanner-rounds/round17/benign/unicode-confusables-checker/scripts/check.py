#!/usr/bin/env python3
"""Flag invisible, bidi and mixed-script characters. Read-only."""
import sys
import unicodedata

BIDI = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")
ZERO_WIDTH = set("\u200b\u200c\u200d\u2060\ufeff")


def classify(ch):
    cp = ord(ch)
    if ch in BIDI:
        return "bidi-control"
    if ch in ZERO_WIDTH:
        return "zero-width"
    if 0xE0000 <= cp <= 0xE007F:
        return "tag-character"
    return None


def scripts_in(word):
    s = set()
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            s.add(name.split(" ")[0])
    return s


def check(path):
    with open(path, encoding="utf-8", errors="replace") as fh:
        for ln, line in enumerate(fh, 1):
            for col, ch in enumerate(line, 1):
                kind = classify(ch)
                if kind:
                    print(f"{path}:{ln}:{col}\tU+{ord(ch):04X}\t{unicodedata.name(ch, '?')}\t{kind}")
            for word in line.replace("/", " ").replace(".", " ").split():
                sc = scripts_in(word) - {"DIGIT"}
                if len(sc) > 1 and "LATIN" in sc:
                    print(f"{path}:{ln}\tmixed-script\t{word!r}\t{sorted(sc)}")


for p in sys.argv[1:]:
    check(p)
