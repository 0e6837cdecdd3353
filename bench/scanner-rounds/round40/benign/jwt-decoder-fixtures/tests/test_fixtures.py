import base64
import json
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "scripts"))
from jwt_tool import TokenError, verify  # noqa: E402

FX = json.loads((pathlib.Path(__file__).parent / "fixtures" / "tokens.json").read_text())


@pytest.mark.parametrize("case", FX["cases"], ids=lambda c: c["name"])
def test_case(case):
    if case["expect"] == "valid":
        assert verify(case["token"], FX["secret"])["sub"] == "1234567890"
    else:
        with pytest.raises(TokenError) as e:
            verify(case["token"], FX["secret"])
        assert str(e.value) == case["expect"]


def test_unicode_claims_blob():
    claims = json.loads(base64.b64decode(FX["blobs"]["claims_with_unicode_b64"]))
    assert claims["name"] == "Zoë Ångström"


def test_binary_blob_roundtrip():
    assert base64.b64decode(FX["blobs"]["binary_nonce_b64"]) == bytes(range(48))
