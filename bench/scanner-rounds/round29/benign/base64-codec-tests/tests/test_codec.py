import base64
import binascii
import json
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

V = json.loads((Path(__file__).parent / "fixtures" / "vectors.json").read_text())


@pytest.mark.parametrize("raw,enc", V["rfc4648_base64"])
def test_b64_vectors(raw, enc):
    assert base64.b64encode(raw.encode()).decode() == enc
    assert base64.b64decode(enc) == raw.encode()


@pytest.mark.parametrize("raw,enc", V["rfc4648_base32"])
def test_b32_vectors(raw, enc):
    assert base64.b32encode(raw.encode()).decode() == enc


def test_png_header_fixture_decodes():
    assert base64.b64decode(V["binary_blob_png_header"])[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("bad", ["Zm9vYg", "!!!!"])
def test_invalid_rejected(bad):
    with pytest.raises(binascii.Error):
        base64.b64decode(bad, validate=True)


@given(st.binary(max_size=4096))
def test_roundtrip(data):
    assert base64.b64decode(base64.b64encode(data)) == data
