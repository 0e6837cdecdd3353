#!/usr/bin/env python3
"""Tokenise Thai text from argv or stdin."""
import argparse
import sys

from pythainlp.tokenize import word_tokenize
from pythainlp.util import normalize, thai_digit_to_arabic_digit

ZW = dict.fromkeys(map(ord, "\u200b\u200c\u200d\ufeff"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("text", nargs="?")
    ap.add_argument("--engine", default="newmm", choices=["newmm", "longest", "attacut"])
    ap.add_argument("--ascii-digits", action="store_true")
    ap.add_argument("--count", action="store_true", help="print only the token count")
    a = ap.parse_args()
    text = a.text if a.text is not None else sys.stdin.read()
    text = normalize(text.translate(ZW))
    if a.ascii_digits:
        text = thai_digit_to_arabic_digit(text)
    toks = [t for t in word_tokenize(text, engine=a.engine) if t.strip()]
    if a.count:
        print(len(toks))
    else:
        print("\n".join(toks))


if __name__ == "__main__":
    main()
