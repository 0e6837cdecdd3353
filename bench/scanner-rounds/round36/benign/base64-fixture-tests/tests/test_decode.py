import base64
import binascii
import json

import pytest

from fixtures import BROKEN_B64, PNG_HEADER_B64, USER_JSON_B64


def test_png_signature():
    raw = base64.b64decode(PNG_HEADER_B64)
    assert raw[:8] == b"\x89PNG\r\n\x1a\n"
    assert raw[12:16] == b"IHDR"


def test_user_json_roundtrip():
    user = json.loads(base64.b64decode(USER_JSON_B64))
    assert user == {"id": 42, "name": "Ada", "roles": ["reader"]}


def test_broken_padding_raises():
    with pytest.raises(binascii.Error):
        base64.b64decode(BROKEN_B64, validate=True)
