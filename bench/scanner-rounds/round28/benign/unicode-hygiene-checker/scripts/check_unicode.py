#!/usr/bin/env python3
import sys, unicodedata

SUSPECT = set(range(0x200B, 0x200E)) | {0x2060, 0xFEFF} | set(range(0x202A, 0x202F)) \
    | set(range(0x2066, 0x206A)) | set(range(0xE0000, 0xE0080))

def scripts_in(word):
    out = set()
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            out.add(name.split(" ")[0])
    return out

def main(paths):
    bad = 0
    for p in paths:
        try:
            lines = open(p, encoding="utf-8").read().splitlines()
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for ln, line in enumerate(lines, 1):
            for col, ch in enumerate(line, 1):
                if ord(ch) in SUSPECT:
                    bad += 1
                    print(f"{p}:{ln}:{col}: U+{ord(ch):04X} {unicodedata.name(ch, '?')}")
            for word in line.split():
                s = scripts_in(word)
                if "LATIN" in s and ({"CYRILLIC", "GREEK"} & s):
                    bad += 1
                    print(f"{p}:{ln}: mixed-script token {word!r}")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
