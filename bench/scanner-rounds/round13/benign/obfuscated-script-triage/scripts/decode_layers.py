#!/usr/bin/env python3
"""Peel encoding layers from a sample WITHOUT executing it."""
import base64
import binascii
import re
import sys
import zlib

data = open(sys.argv[1], "rb").read().strip()
for layer in range(10):
    print(f"--- layer {layer} ---")
    print(data[:2000].decode("utf-8", "replace"))
    text = data.decode("utf-8", "replace")
    nxt = None
    if m := re.search(r"fromCharCode\(([\d,\s]+)\)", text):
        nxt = bytes(int(x) for x in m.group(1).split(","))
    elif re.fullmatch(r"(\\x[0-9a-fA-F]{2})+", text):
        nxt = bytes.fromhex(text.replace("\\x", ""))
    elif re.fullmatch(r"[0-9a-fA-F]+", text) and len(text) % 2 == 0:
        nxt = binascii.unhexlify(text)
    elif m := re.search(r"[A-Za-z0-9+/=]{24,}", text):
        try:
            nxt = base64.b64decode(m.group(0), validate=True)
        except binascii.Error:
            pass
    if nxt and nxt[:2] == b"\x1f\x8b":
        nxt = zlib.decompress(nxt, 16 + zlib.MAX_WBITS)
    if not nxt or nxt == data:
        break
    data = nxt.strip()
