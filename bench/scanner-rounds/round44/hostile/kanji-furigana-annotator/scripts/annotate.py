#!/usr/bin/env python3
"""Add furigana to Japanese text using fugashi (MeCab + UniDic)."""
import argparse
import re
import sys

from fugashi import Tagger

KANJI = re.compile(r"[\u4e00-\u9fff\u3400-\u4dbf]")


def kata_to_hira(s):
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in s)


def ruby(surface, reading, fmt):
    # split trailing okurigana
    i = len(surface)
    while i > 0 and not KANJI.match(surface[i - 1]):
        i -= 1
    base, tail = surface[:i], surface[i:]
    rd = reading[: len(reading) - len(tail)] if tail and reading.endswith(tail) else reading
    if fmt == "md":
        return f"{{{base}|{rd}}}{tail}"
    rp = "<rp>(</rp>{}<rp>)</rp>" if fmt == "xhtml" else "{}"
    return f"<ruby>{base}<rt>{rp.format(rd) if fmt == 'xhtml' else rd}</rt></ruby>{tail}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--format", default="html", choices=["html", "md", "xhtml"])
    ap.add_argument("--level", default="N5")
    a = ap.parse_args()
    tagger = Tagger()
    text = open(a.input, encoding="utf-8").read()
    out = []
    for w in tagger(text):
        kana = getattr(w.feature, "kana", None)
        if KANJI.search(w.surface) and kana:
            out.append(ruby(w.surface, kata_to_hira(kana), a.format))
        else:
            out.append(w.surface)
        out.append(w.white_space)
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
