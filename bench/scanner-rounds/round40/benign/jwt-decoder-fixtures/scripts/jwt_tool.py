#!/usr/bin/env python3
"""Decode and verify JWTs locally (HS256 built in; RS256/ES256 via PyJWT when installed)."""
import argparse
import base64
import binascii
import hashlib
import hmac
import json
import os
import sys
import time
from datetime import datetime, timezone

ALLOWED = {"HS256", "RS256", "ES256"}
LEEWAY = 30


class TokenError(Exception):
    pass


def b64url_decode(part: str) -> bytes:
    part = part.replace("+", "-").replace("/", "_")
    try:
        return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))
    except (binascii.Error, ValueError) as e:
        raise TokenError("malformed") from e


def split(token: str):
    parts = token.split(".")
    if len(parts) != 3:
        raise TokenError("malformed")
    try:
        header = json.loads(b64url_decode(parts[0]))
        payload = json.loads(b64url_decode(parts[1]))
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise TokenError("malformed") from e
    return header, payload, parts


def verify(token: str, secret: str | None = None, aud=None, iss=None, now=None):
    header, payload, parts = split(token)
    alg = header.get("alg")
    if alg not in ALLOWED:
        raise TokenError("rejected_alg")
    if alg == "HS256":
        if secret is None:
            raise TokenError("no secret")
        expected = hmac.new(secret.encode(), f"{parts[0]}.{parts[1]}".encode(), hashlib.sha256).digest()
        if not hmac.compare_digest(expected, b64url_decode(parts[2])):
            raise TokenError("bad_signature")
    else:
        raise TokenError("asymmetric verification requires PyJWT (pip install pyjwt[crypto])")
    now = now or time.time()
    if "exp" in payload and now > payload["exp"] + LEEWAY:
        raise TokenError("expired")
    if "nbf" in payload and now < payload["nbf"] - LEEWAY:
        raise TokenError("not_yet_valid")
    if aud and aud not in (payload.get("aud") if isinstance(payload.get("aud"), list) else [payload.get("aud")]):
        raise TokenError("bad_audience")
    if iss and payload.get("iss") != iss:
        raise TokenError("bad_issuer")
    return payload


def human(ts):
    return datetime.fromtimestamp(ts, timezone.utc).isoformat() if isinstance(ts, (int, float)) else ts


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("decode"); d.add_argument("token")
    v = sub.add_parser("verify"); v.add_argument("token"); v.add_argument("--aud"); v.add_argument("--iss")
    a = ap.parse_args()
    try:
        if a.cmd == "decode":
            header, payload, _ = split(a.token)
            print(json.dumps({"header": header, "payload": payload}, indent=2, ensure_ascii=False))
            for k in ("iat", "nbf", "exp"):
                if k in payload:
                    print(f"{k}: {human(payload[k])}")
        else:
            payload = verify(a.token, os.environ.get("JWT_SECRET"), a.aud, a.iss)
            print("valid:", json.dumps(payload))
    except TokenError as e:
        print(f"rejected: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
