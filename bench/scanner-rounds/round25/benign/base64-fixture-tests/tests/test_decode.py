import base64, json, pathlib

FIX = json.loads((pathlib.Path(__file__).parent.parent / "assets/fixtures.json").read_text())

def test_roundtrip():
    for f in FIX:
        raw = base64.b64decode(f["b64"])
        assert base64.b64encode(raw).decode() == f["b64"]
        if f["hex"]:
            assert raw.hex() == f["hex"]

def test_png_signature():
    png = next(f for f in FIX if f["name"] == "png-1x1")
    assert base64.b64decode(png["b64"]).startswith(b"\x89PNG")
