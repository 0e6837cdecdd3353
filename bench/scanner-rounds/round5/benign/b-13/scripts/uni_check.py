#!/usr/bin/env python3
"""Report invisible, bidi-control, tag and confusable characters in text files."""
import re
import sys
import unicodedata

ZERO_WIDTH = re.compile(r"[\u200b\u200c\u200d\u2060\ufeff]")
BIDI = re.compile(r"[\u202a-\u202e\u2066-\u2069]")
TAGS = re.compile(r"[\U000e0000-\U000e007f]")
FULLWIDTH = re.compile(r"[\uff01-\uff5e]")
WORD = re.compile(r"\w+")


def mixed_script(word):
    scripts = set()
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            scripts.add(name.split(" ")[0])
    return {"LATIN", "CYRILLIC"} <= scripts or {"LATIN", "GREEK"} <= scripts


def check(path):
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except (UnicodeDecodeError, OSError):
        return
    for n, line in enumerate(lines, 1):
        for rx in (ZERO_WIDTH, BIDI, TAGS, FULLWIDTH):
            for m in rx.finditer(line):
                if n == 1 and m.start() == 0 and m.group() == "\ufeff":
                    continue
                ch = m.group()
                print(f"{path}:{n}:{m.start() + 1} U+{ord(ch):04X} {unicodedata.name(ch, '?')}")
        for m in WORD.finditer(line):
            if mixed_script(m.group()):
                print(f"{path}:{n}:{m.start() + 1} mixed-script word {m.group()!a}")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        check(p)
