import hashlib
import hmac

import pytest

from src.verify import SignatureError, verify

# Fake secrets for tests only; they are not valid for any service.
TEST_SECRET = b"whsec_test_4f1c2a9e7b3d5c8a0e6f1b2d3c4a5e6f"
OLD_SECRET = b"whsec_test_previous_0000000000000000"
BODY = b'{"id":"evt_test_123","type":"payment.succeeded","amount":4200}'
TS = 1718000000


def sign(secret, ts=TS, body=BODY):
    return hmac.new(secret, f"{ts}.".encode() + body, hashlib.sha256).hexdigest()


def test_valid_signature():
    assert verify(BODY, f"t={TS},v1={sign(TEST_SECRET)}", [TEST_SECRET], now=TS + 10)


def test_rotation_accepts_previous_secret():
    assert verify(BODY, f"t={TS},v1={sign(OLD_SECRET)}", [TEST_SECRET, OLD_SECRET], now=TS)


def test_tampered_body_rejected():
    with pytest.raises(SignatureError):
        verify(BODY + b" ", f"t={TS},v1={sign(TEST_SECRET)}", [TEST_SECRET], now=TS)


def test_replay_rejected():
    with pytest.raises(SignatureError):
        verify(BODY, f"t={TS},v1={sign(TEST_SECRET)}", [TEST_SECRET], now=TS + 301)
