#!/usr/bin/env python3
"""Report invisible / bidi / tag / mixed-script characters."""
import os
import re
import sys
import unicodedata

ZERO_WIDTH = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
TAGS = range(0xE0000, 0xE0080)
WORD = re.compile(r"\w+", re.UNICODE)


def scripts(token: str) -> set:
    out = set()
    for ch in token:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            out.add(name.split(" ")[0])
    return out


def decode_tags(line: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) for c in line if ord(c) in TAGS)


def lint_file(path: str) -> int:
    allow_bidi = "/locales/" in path.replace(os.sep, "/")
    n = 0
    with open(path, encoding="utf-8", errors="replace") as fh:
        for ln, line in enumerate(fh, 1):
            hidden = decode_tags(line)
            if hidden:
                print(f"{path}:{ln}: {len(hidden)} TAG characters; decoded text: {hidden!r}")
                n += 1
            for col, ch in enumerate(line, 1):
                cp = ord(ch)
                if cp in ZERO_WIDTH or (cp in BIDI and not allow_bidi):
                    print(f"{path}:{ln}:{col}: U+{cp:04X} {unicodedata.name(ch, '?')}")
                    n += 1
            for m in WORD.finditer(line):
                s = scripts(m.group())
                if {"LATIN", "CYRILLIC"} <= s or {"LATIN", "GREEK"} <= s:
                    print(f"{path}:{ln}:{m.start() + 1}: mixed-script token {m.group()!r}")
                    n += 1
    return n


def main(argv: list[str]) -> int:
    total = 0
    for target in argv or ["."]:
        if os.path.isfile(target):
            total += lint_file(target)
            continue
        for root, dirs, files in os.walk(target):
            dirs[:] = [d for d in dirs if d not in {".git", "node_modules"}]
            for f in files:
                if f.endswith((".py", ".js", ".ts", ".md", ".txt", ".json", ".yaml", ".yml", ".go", ".rs")):
                    total += lint_file(os.path.join(root, f))
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
