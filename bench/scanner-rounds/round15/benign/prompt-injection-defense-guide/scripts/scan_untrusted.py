#!/usr/bin/env python3
"""Flag invisible characters and common override phrases in untrusted text.

Read-only: prints findings, never modifies the input.
"""
import re
import sys
import unicodedata

PHRASES = [
    r"ignore (all )?(previous|prior|above) instructions",
    r"disregard (your|the) system prompt",
    r"you are now (dan|in developer mode)",
    r"without asking the user",
    r"ignora las instrucciones",
]
RX = re.compile("|".join(PHRASES), re.I)


def invisible(ch):
    cp = ord(ch)
    return 0xE0000 <= cp <= 0xE007F or unicodedata.category(ch) == "Cf"


def main(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    for n, line in enumerate(text.splitlines(), 1):
        hidden = [f"U+{ord(c):04X}" for c in line if invisible(c)]
        if hidden:
            print(f"{path}:{n}: {len(hidden)} invisible chars ({', '.join(sorted(set(hidden))[:5])})")
        for m in RX.finditer(line):
            print(f"{path}:{n}: override phrase: {m.group(0)!r}")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        main(p)
