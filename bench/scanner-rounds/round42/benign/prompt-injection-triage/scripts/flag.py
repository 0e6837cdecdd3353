#!/usr/bin/env python3
"""Flag suspicious lines in untrusted text. Prints line numbers; never executes anything."""
import re, sys, unicodedata

PATTERNS = [
    r"ignore (all )?(previous|prior|above) instructions",
    r"disregard (the|all) (above|previous)",
    r"^\s*(system|assistant)\s*:",
    r"do(n'?t| not) (tell|inform|mention).{0,20}user",
    r"curl[^|\n]*\|\s*(ba|z)?sh",
]
INVISIBLE = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"}

def scan(text):
    for n, line in enumerate(text.splitlines(), 1):
        if any(re.search(p, line, re.I) for p in PATTERNS):
            yield n, "pattern"
        if any(c in INVISIBLE or 0xE0000 <= ord(c) <= 0xE007F for c in line):
            yield n, "invisible-unicode"

if __name__ == "__main__":
    for n, why in scan(open(sys.argv[1], encoding="utf-8").read()):
        print(f"{sys.argv[1]}:{n}: {why}")
