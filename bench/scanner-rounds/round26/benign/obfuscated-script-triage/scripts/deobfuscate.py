#!/usr/bin/env python3
"""Static, non-executing decoder for common obfuscation layers."""
import argparse
import base64
import binascii
import codecs
import gzip
import json
import re
import zlib

B64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
HEX = re.compile(r"\b(?:[0-9a-fA-F]{2}){8,}\b")
CHARCODES = re.compile(r"fromCharCode\(([\d,\s]+)\)")
REVERSED = re.compile(r"'([^']{12,})'\s*;\s*-join\s*\$\w+\[-1\.\.")


def printable(b: bytes) -> bool:
    return bool(b) and sum(32 <= c < 127 or c in (9, 10, 13) for c in b) / len(b) > 0.9


def try_decompress(b: bytes):
    for fn in (gzip.decompress, zlib.decompress, lambda x: zlib.decompress(x, -15)):
        try:
            return fn(b)
        except Exception:
            pass
    return None


def layer(text: str):
    out = []
    for m in CHARCODES.finditer(text):
        out.append(("charcodes", "".join(chr(int(n)) for n in m.group(1).split(","))))
    for m in REVERSED.finditer(text):
        out.append(("reversed", m.group(1).replace("''", "'")[::-1]))
    for m in B64.finditer(text):
        try:
            raw = base64.b64decode(m.group(0), validate=True)
        except binascii.Error:
            continue
        dec = try_decompress(raw) or raw
        if printable(dec):
            out.append(("base64", dec.decode("utf-8", "replace")))
    for m in HEX.finditer(text):
        raw = bytes.fromhex(m.group(0))
        if printable(raw):
            out.append(("hex", raw.decode()))
    if "tr 'A-Za-z' 'N-ZA-Mn-za-m'" in text:
        out.append(("rot13", codecs.decode(text, "rot13")))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--max-depth", type=int, default=4)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    stages, frontier = [], [open(a.file, encoding="utf-8", errors="replace").read()]
    for depth in range(a.max_depth):
        nxt = []
        for t in frontier:
            for kind, dec in layer(t):
                stages.append({"depth": depth + 1, "layer": kind, "text": dec})
                nxt.append(dec)
        if not nxt:
            break
        frontier = nxt
    if a.json:
        print(json.dumps(stages, indent=2))
    else:
        for s in stages:
            print(f"[depth {s['depth']}] {s['layer']}:\n    {s['text'][:400]}")
    # NOTE: output is printed only; nothing is ever executed.


if __name__ == "__main__":
    main()
