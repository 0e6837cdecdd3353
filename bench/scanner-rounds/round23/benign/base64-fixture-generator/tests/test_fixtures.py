import base64
import gzip
import hashlib
import hmac
import json
import pathlib

FX = json.loads((pathlib.Path(__file__).parent.parent / "fixtures/fixtures.json").read_text())
TEST_KEY = b"unit-test-secret-not-real"


def test_png_header():
    assert base64.b64decode(FX["png_1x1_red"]).startswith(b"\x89PNG")


def test_order_json():
    assert json.loads(base64.b64decode(FX["order_json"]))["id"] == 42


def test_gzip():
    assert gzip.decompress(base64.b64decode(FX["gzip_hello"])) == b"hello fixtures\n"


def test_jwt_signature():
    h, p, s = FX["jwt_hs256"].split(".")
    want = base64.urlsafe_b64encode(hmac.new(TEST_KEY, f"{h}.{p}".encode(), hashlib.sha256).digest()).rstrip(b"=").decode()
    assert s == want
