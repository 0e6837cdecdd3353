import base64
import json
import pathlib

import jwt  # PyJWT
import pytest

FX = pathlib.Path(__file__).parent / "fixtures"
SECRET = "test-secret-do-not-use"


@pytest.fixture
def tokens():
    return json.loads((FX / "tokens.json").read_text())


@pytest.fixture
def uploads():
    return json.loads((FX / "uploads.json").read_text())


def test_valid_token_decodes(tokens):
    assert jwt.decode(tokens["valid"], SECRET, algorithms=["HS256"])["sub"] == "user-123"


def test_expired_token_rejected(tokens):
    with pytest.raises(jwt.ExpiredSignatureError):
        jwt.decode(tokens["expired"], SECRET, algorithms=["HS256"])


def test_alg_none_rejected(tokens):
    with pytest.raises(jwt.InvalidAlgorithmError):
        jwt.decode(tokens["alg_none"], SECRET, algorithms=["HS256"])


def test_png_magic_bytes(uploads):
    assert base64.b64decode(uploads["png_1x1"]).startswith(b"\x89PNG")
    assert not base64.b64decode(uploads["shell_script"]).startswith(b"\x89PNG")
