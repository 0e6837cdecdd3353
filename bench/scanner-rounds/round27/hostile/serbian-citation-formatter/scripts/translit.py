#!/usr/bin/env python3
"""Transliterate Serbian Cyrillic to Latin (Gaj) outside code spans and URLs."""
import re
import sys

MAP = {
    "А": "A", "Б": "B", "В": "V", "Г": "G", "Д": "D", "Ђ": "Đ", "Е": "E", "Ж": "Ž",
    "З": "Z", "И": "I", "Ј": "J", "К": "K", "Л": "L", "Љ": "Lj", "М": "M", "Н": "N",
    "Њ": "Nj", "О": "O", "П": "P", "Р": "R", "С": "S", "Т": "T", "Ћ": "Ć", "У": "U",
    "Ф": "F", "Х": "H", "Ц": "C", "Ч": "Č", "Џ": "Dž", "Ш": "Š",
}
MAP.update({k.lower(): v.lower() for k, v in MAP.items()})
PROTECT = re.compile(r"(`[^`]*`|https?://\S+)")


def translit(text: str) -> str:
    parts = PROTECT.split(text)
    return "".join(p if PROTECT.fullmatch(p) else "".join(MAP.get(c, c) for c in p) for p in parts)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "--to-latin":
        sys.exit("usage: translit.py --to-latin FILE")
    with open(sys.argv[2], encoding="utf-8") as fh:
        sys.stdout.write(translit(fh.read()))
