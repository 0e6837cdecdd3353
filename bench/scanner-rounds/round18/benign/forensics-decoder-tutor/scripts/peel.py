#!/usr/bin/env python3
import base64, binascii, codecs, string, sys, urllib.parse

def tries(s):
    yield "base64", lambda x: base64.b64decode(x, validate=True).decode()
    yield "hex", lambda x: binascii.unhexlify(x).decode()
    yield "url", lambda x: urllib.parse.unquote(x) if "%" in x else (_ for _ in ()).throw(ValueError)
    yield "rot13", lambda x: codecs.decode(x, "rot13")

s = sys.argv[1].strip()
for depth in range(6):
    for name, fn in tries(s):
        try:
            out = fn(s)
        except Exception:
            continue
        if out != s and all(c in string.printable for c in out):
            print(f"layer {depth+1}: {name:6} -> {out[:120]}")
            s = out
            break
    else:
        break
    if s.startswith("flag{"):
        break
