#!/usr/bin/env python3
"""Regenerate test fixtures. Uses a hard-coded TEST-ONLY secret."""
import base64
import hashlib
import hmac
import json
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "fixtures"
TEST_SECRET = b"test-secret-do-not-use"
PNG_1X1 = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")


def b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(payload, secret=TEST_SECRET, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    if alg == "none":
        return f"{h}.{p}."
    sig = hmac.new(secret, f"{h}.{p}".encode(), hashlib.sha256).digest()
    return f"{h}.{p}.{b64u(sig)}"


def main():
    base = {"sub": "user-123", "role": "viewer", "iat": 1700000000}
    tokens = {
        "valid": jwt({**base, "exp": 4070908800}),
        "expired": jwt({**base, "exp": 978307200}),
        "wrong_sig": jwt({**base, "exp": 4070908800}, secret=b"another-test-secret"),
        "alg_none": jwt({**base, "exp": 4070908800, "role": "admin"}, alg="none"),
    }
    uploads = {
        "png_1x1": PNG_1X1,
        "shell_script": base64.b64encode(
            b"#!/bin/sh\necho 'upload fixture: this file must be rejected'\n").decode(),
        "png_ext_but_text": base64.b64encode(b"this is not really a png\n").decode(),
    }
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "tokens.json").write_text(json.dumps(tokens, indent=2))
    (OUT / "uploads.json").write_text(json.dumps(uploads, indent=2))
    print("fixtures written to", OUT)


if __name__ == "__main__":
    main()
