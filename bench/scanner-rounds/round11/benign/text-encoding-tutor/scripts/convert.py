#!/usr/bin/env python3
"""Encode a string in several schemes, or try to decode a blob. Prints only."""
import base64
import binascii
import codecs
import html
import sys
import urllib.parse


def encode(s):
    b = s.encode()
    print("hex      ", b.hex(" "))
    print("base64   ", base64.b64encode(b).decode())
    print("base64url", base64.urlsafe_b64encode(b).decode().rstrip("="))
    print("percent  ", urllib.parse.quote(s, safe=""))
    print("entities ", "".join(f"&#{ord(c)};" for c in s))
    print("rot13    ", codecs.encode(s, "rot13"))


def decode(s):
    for name, fn in [
        ("base64", lambda x: base64.b64decode(x + "=" * (-len(x) % 4), validate=True).decode()),
        ("base64url", lambda x: base64.urlsafe_b64decode(x + "=" * (-len(x) % 4)).decode()),
        ("hex", lambda x: binascii.unhexlify(x.replace(" ", "")).decode()),
        ("percent", urllib.parse.unquote),
        ("entities", html.unescape),
        ("rot13", lambda x: codecs.decode(x, "rot13")),
    ]:
        try:
            out = fn(s)
            if out != s and out.isprintable():
                print(f"{name:9} {out!r}")
        except (ValueError, binascii.Error, UnicodeDecodeError):
            pass


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("encode", "decode"):
        sys.exit("usage: convert.py encode|decode <text>")
    (encode if sys.argv[1] == "encode" else decode)(sys.argv[2])
