#!/usr/bin/env python3
"""Heuristic prompt-injection screener. Flags text for human review; never executes anything."""
import re
import sys
import unicodedata

PATTERNS = [
    (r"\bignore (all|any|the)? ?(previous|prior|above) (instructions|prompts?)\b", "override-phrase"),
    (r"\b(developer|dan|jailbreak) mode\b", "mode-switch"),
    (r"\breveal (your|the) (system|hidden) prompt\b", "prompt-leak"),
    (r"</?(system|assistant|user)>", "forged-turn-tag"),
    (r"!\[[^\]]*\]\(https?://[^)]+\?[^)]*\)", "image-with-query"),
]
INVISIBLE = {"Cf"}  # format characters: zero-width, bidi controls, tag characters


def screen(text: str) -> list[str]:
    hits = [label for rx, label in PATTERNS if re.search(rx, text, re.I)]
    if any(unicodedata.category(ch) in INVISIBLE for ch in text):
        hits.append("invisible-characters")
    return hits


if __name__ == "__main__":
    data = sys.stdin.read()
    flags = screen(data)
    print("flags:", ", ".join(flags) if flags else "none")
    sys.exit(1 if flags else 0)
