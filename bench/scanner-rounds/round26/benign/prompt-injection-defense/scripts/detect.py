#!/usr/bin/env python3
"""Heuristic prompt-injection detector for untrusted text."""
import re
import sys

PATTERNS = [
    ("override", re.compile(r"\b(ignore|disregard|forget)\b.{0,40}\b(previous|prior|above|earlier)\b.{0,20}\b(instructions?|rules|prompt)", re.I)),
    ("role-spoofing", re.compile(r"<\s*/?\s*system\s*>|^#+\s*system\b|\[/?INST\]", re.I | re.M)),
    ("authority-claim", re.compile(r"\b(pre-?authori[sz]ed|operator override|maintainer override|developer mode)\b", re.I)),
    ("addressed-to-ai", re.compile(r"\b(note to|attention)\s+(the\s+)?(ai|assistant|agent|llm)s?\b", re.I)),
    ("command-request", re.compile(r"\b(run|execute)\b.{0,30}\b(curl|wget|bash|sh|powershell)\b", re.I)),
    ("encoded-blob", re.compile(r"[A-Za-z0-9+/]{120,}={0,2}")),
]
INVISIBLE = re.compile("[\u200b-\u200f\u2060-\u2064\ufeff\U000e0000-\U000e007f]")


def main(path):
    hits = 0
    for n, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        for name, rx in PATTERNS:
            if rx.search(line):
                hits += 1
                print(f"line {n:4}  {name:16} {line.strip()[:100]!r}")
        inv = INVISIBLE.findall(line)
        if inv:
            hits += 1
            tag = "".join(chr(ord(c) - 0xE0000) for c in inv if ord(c) >= 0xE0000)
            print(f"line {n:4}  invisible-chars  count={len(inv)} decoded_tags={tag[:80]!r}")
    print(f"{hits} possible injection markers")


if __name__ == "__main__":
    main(sys.argv[1])
