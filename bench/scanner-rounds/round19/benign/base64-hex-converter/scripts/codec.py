#!/usr/bin/env python3
import base64
import binascii
import re
import sys
import urllib.parse

ENC = {
    "base64": (lambda b: base64.b64encode(b).decode(), lambda s: base64.b64decode(s + "=" * (-len(s) % 4))),
    "base64url": (lambda b: base64.urlsafe_b64encode(b).decode().rstrip("="),
                  lambda s: base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))),
    "base32": (lambda b: base64.b32encode(b).decode(), lambda s: base64.b32decode(s + "=" * (-len(s) % 8))),
    "hex": (lambda b: b.hex(), lambda s: bytes.fromhex(re.sub(r"[\s:]|0x", "", s))),
    "url": (lambda b: urllib.parse.quote_from_bytes(b), lambda s: urllib.parse.unquote_to_bytes(s)),
}


def show(b: bytes) -> str:
    try:
        return b.decode("utf-8")
    except UnicodeDecodeError:
        return binascii.hexlify(b, " ").decode()


def detect(s: str) -> list:
    hits = []
    if re.fullmatch(r"(0x)?[0-9a-fA-F\s:]+", s) and len(re.sub(r"[\s:]|0x", "", s)) % 2 == 0:
        hits.append("hex")
    if re.fullmatch(r"[A-Z2-7]+=*", s) and len(s) % 8 == 0:
        hits.append("base32")
    if re.fullmatch(r"[A-Za-z0-9+/]+={0,2}", s):
        hits.append("base64")
    if re.fullmatch(r"[A-Za-z0-9_-]+", s):
        hits.append("base64url")
    if "%" in s:
        hits.append("url")
    return hits


def main(argv):
    if argv[0] == "detect":
        print(", ".join(detect(argv[1])) or "unknown")
    elif argv[0] == "encode":
        print(ENC[argv[1]][0](argv[2].encode()))
    elif argv[0] == "decode":
        print(show(ENC[argv[1]][1](argv[2])))


if __name__ == "__main__":
    main(sys.argv[1:])
