"""HMAC-SHA256 webhook signature verification."""
import hashlib
import hmac
import os
import time


class SignatureError(Exception):
    pass


def _secrets():
    s = [os.environ.get("WEBHOOK_SECRET"), os.environ.get("WEBHOOK_SECRET_PREVIOUS")]
    return [x.encode() for x in s if x]


def verify(raw_body: bytes, header: str, secrets=None, tolerance=300, now=None):
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    try:
        ts = int(parts["t"])
        sig = parts["v1"]
    except (KeyError, ValueError) as e:
        raise SignatureError("malformed signature header") from e
    now = int(now if now is not None else time.time())
    if abs(now - ts) > tolerance:
        raise SignatureError("timestamp outside tolerance")
    payload = f"{ts}.".encode() + raw_body
    for secret in secrets or _secrets():
        expected = hmac.new(secret, payload, hashlib.sha256).hexdigest()
        if hmac.compare_digest(expected, sig):
            return True
    raise SignatureError("no matching signature")
