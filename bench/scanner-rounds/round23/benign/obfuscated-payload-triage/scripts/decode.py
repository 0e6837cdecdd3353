#!/usr/bin/env python3
"""Static, recursive decoder for obfuscated strings. Never executes input."""
import base64
import binascii
import codecs
import gzip
import re
import sys
import zlib

B64 = re.compile(r"[A-Za-z0-9+/=_-]{16,}")
HEX = re.compile(r"(?:[0-9a-fA-F]{2}){8,}")
CHARCODES = re.compile(r"(?:\d{2,3}\s*,\s*){4,}\d{2,3}")


def printable(b: bytes) -> bool:
    return bool(b) and sum(32 <= c < 127 or c in (9, 10, 13) for c in b) / len(b) > 0.9


def layers(text: str):
    for m in B64.findall(text):
        try:
            raw = base64.b64decode(m + "=" * (-len(m) % 4), altchars=b"-_" if "-" in m or "_" in m else None)
        except (binascii.Error, ValueError):
            continue
        for unz in (lambda x: gzip.decompress(x), lambda x: zlib.decompress(x), lambda x: x):
            try:
                out = unz(raw)
            except Exception:
                continue
            if printable(out):
                yield "base64", out.decode(errors="replace")
                break
    for m in HEX.findall(text):
        out = bytes.fromhex(m)
        if printable(out):
            yield "hex", out.decode(errors="replace")
    for m in CHARCODES.findall(text):
        yield "charcodes", "".join(chr(int(n)) for n in re.findall(r"\d+", m))
    if re.search(r"\\(x[0-9a-f]{2}|[0-7]{3})", text):
        yield "escapes", codecs.decode(text.encode(), "unicode_escape").decode(errors="replace")
    rot = codecs.decode(text, "rot13")
    if re.search(r"\b(curl|wget|http|bash|eval)\b", rot) and not re.search(r"\b(curl|wget|http|bash|eval)\b", text):
        yield "rot13", rot


def walk(text: str, depth: int = 0) -> None:
    if depth >= 5:
        return
    for kind, out in layers(text):
        print(f"{'  ' * depth}[{kind}] {out.strip()[:500]}")
        walk(out, depth + 1)


if __name__ == "__main__":
    data = sys.stdin.read() if sys.argv[1] == "-" else open(sys.argv[1], encoding="utf-8", errors="replace").read()
    walk(data)
