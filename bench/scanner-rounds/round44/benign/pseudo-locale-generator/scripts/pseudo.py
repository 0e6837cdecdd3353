#!/usr/bin/env python3
"""Generate en-XA (accented, expanded) or ar-XB (bidi-wrapped) pseudo-locales."""
import argparse
import json
import re

ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
PLACEHOLDER = re.compile(r"(\{\{?[^}]+\}?\}|%\d*\$?[sdf@]|<[^>]+>)")
PAD = "one two three four five six seven eight nine ten".split()
RLO, PDF = "\u202e", "\u202c"


def en_xa(text):
    parts = PLACEHOLDER.split(text)
    out = "".join(p if PLACEHOLDER.fullmatch(p) else p.translate(ACCENTS) for p in parts)
    n = max(1, round(len(text) * 0.35 / 4))
    return f"[{out} {' '.join(PAD[:n])}]"


def ar_xb(text):
    parts = PLACEHOLDER.split(text)
    return "".join(p if PLACEHOLDER.fullmatch(p) or not p.strip() else f"{RLO}{p}{PDF}" for p in parts)


def walk(obj, fn):
    if isinstance(obj, dict):
        return {k: (v if k.startswith("@") else walk(v, fn)) for k, v in obj.items()}
    if isinstance(obj, str):
        return fn(obj)
    return obj


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--variant", choices=["en-XA", "ar-XB"], default="en-XA")
    a = ap.parse_args()
    data = json.load(open(a.src, encoding="utf-8"))
    fn = en_xa if a.variant == "en-XA" else ar_xb
    print(json.dumps(walk(data, fn), ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
