#!/usr/bin/env python3
"""Generate deterministic encoding test vectors (RFC 4648 + edge cases)."""
import base64
import json
import random

RFC = [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar"]
TEXT = [b"hello world", "Grüße, 世界".encode(), b"The quick brown fox jumps over the lazy dog"]


def vec(name, raw):
    return {
        "name": name,
        "hex": raw.hex(),
        "base64": base64.b64encode(raw).decode(),
        "base64url": base64.urlsafe_b64encode(raw).decode().rstrip("="),
        "base32": base64.b32encode(raw).decode(),
    }


def main():
    rnd = random.Random(1337)
    out = [vec(f"rfc4648-{r.decode() or 'empty'}", r) for r in RFC]
    out += [vec(f"text-{i}", t) for i, t in enumerate(TEXT)]
    out += [vec("zeros-16", bytes(16)), vec("ff-15", b"\xff" * 15)]
    out += [vec(f"random-{n}", bytes(rnd.randrange(256) for _ in range(n))) for n in (1, 2, 3, 31, 64)]
    invalid = ["Zm9vYmFy=", "Zm9v!mFy", "Zm9vYmF-y/", "Z"]
    print(json.dumps({"vectors": out, "invalid": invalid}, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
