from fixtures import PNG_1X1, GIF_1X1, JPEG_HEADER

def sniff(data: bytes) -> str:
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    return "application/octet-stream"

def test_png():
    assert sniff(PNG_1X1) == "image/png"

def test_gif():
    assert sniff(GIF_1X1) == "image/gif"

def test_jpeg():
    assert sniff(JPEG_HEADER) == "image/jpeg"
