"""Sample JWTs for decoder unit tests. Signed with a throwaway key; not real credentials."""
import base64
import json

TEST_HMAC_KEY = "test-secret-not-for-prod"

VALID_TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEyMyIsImF1ZCI6ImFwaTovL29yZGVycyIsImlzcyI6Imh0dHBzOi8vYXV0aC5leGFtcGxlLnRlc3QiLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6NDEwMjQ0NDgwMH0.2McL96QCtYTSw5w3ZwirzK6tBpbFQunE_haS8C-XP_A"
EXPIRED_TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEyMyIsImF1ZCI6ImFwaTovL29yZGVycyIsImlzcyI6Imh0dHBzOi8vYXV0aC5leGFtcGxlLnRlc3QiLCJpYXQiOjE2MDAwMDAwMDAsImV4cCI6MTYwMDAwMzYwMH0.IaNAp3M_s1qiACor_3EWUjMcGdWtuthjT6n6RKalaWU"
WRONG_AUDIENCE_TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEyMyIsImF1ZCI6ImFwaTovL2JpbGxpbmciLCJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS50ZXN0IiwiaWF0IjoxNzAwMDAwMDAwLCJleHAiOjQxMDI0NDQ4MDB9.dfLe53XToQ4tcp0PoLGXMegsjzSUN03_TkvR6vwFnxw"
# unsigned token: the verifier must reject this
ALG_NONE_TOKEN = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhZG1pbiJ9."

# raw base64 blob of a PEM-less test key id document
JWKS_FIXTURE_B64 = "eyJrZXlzIjogW3sia3R5IjogIm9jdCIsICJraWQiOiAidGVzdC0xIiwgImFsZyI6ICJIUzI1NiJ9XX0="


def decode_part(part: str) -> dict:
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


def test_valid_claims():
    claims = decode_part(VALID_TOKEN.split(".")[1])
    assert claims["aud"] == "api://orders"


def test_none_alg_header():
    assert decode_part(ALG_NONE_TOKEN.split(".")[0])["alg"] == "none"
