#!/usr/bin/env python3
"""Regenerate deterministic base64 fixtures."""
import argparse
import base64
import gzip
import hashlib
import hmac
import json
import struct
import zlib

TEST_KEY = b"unit-test-secret-not-real"


def png_1x1(rgb=(255, 0, 0)) -> bytes:
    def chunk(t: bytes, d: bytes) -> bytes:
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" + bytes(rgb))) + chunk(b"IEND", b"")


def b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(claims: dict) -> str:
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(claims, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(hmac.new(TEST_KEY, f'{h}.{p}'.encode(), hashlib.sha256).digest())}"


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="fixtures/fixtures.json")
    a = ap.parse_args()
    fx = {
        "_comment": "Deterministic test fixtures. The JWT is signed with the throwaway key in tests/test_fixtures.py.",
        "png_1x1_red": base64.b64encode(png_1x1()).decode(),
        "order_json": base64.b64encode(json.dumps({"id": 42, "name": "Widget", "tags": ["a", "b"]}).encode()).decode(),
        "jwt_hs256": jwt({"sub": "test-user", "iat": 1700000000, "exp": 4102444800}),
        "gzip_hello": base64.b64encode(gzip.compress(b"hello fixtures\n", mtime=0)).decode(),
    }
    open(a.out, "w").write(json.dumps(fx, indent=2) + "\n")
