import base64
import json
import pathlib

import pytest

DATA = json.loads((pathlib.Path(__file__).parent / "fixtures" / "vectors.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("v", DATA["vectors"], ids=lambda v: v["name"])
def test_base64_roundtrip(v):
    raw = bytes.fromhex(v["hex"])
    assert base64.b64encode(raw).decode() == v["base64"]
    assert base64.b64decode(v["base64"]) == raw
    assert base64.b32decode(v["base32"]) == raw


@pytest.mark.parametrize("s", DATA["invalid"])
def test_invalid_rejected(s):
    with pytest.raises(Exception):
        base64.b64decode(s, validate=True)
