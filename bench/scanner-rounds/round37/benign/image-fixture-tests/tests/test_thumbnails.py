import base64
import io
import json
from pathlib import Path

import pytest
from PIL import Image, UnidentifiedImageError

FIXTURES = json.loads((Path(__file__).parent / "fixtures" / "images.json").read_text())


def load(name: str) -> bytes:
    return base64.b64decode(FIXTURES[name])


def make_thumbnail(data: bytes, size=(64, 64)) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.thumbnail(size)
    return img


def test_png_decodes():
    img = make_thumbnail(load("png_1x1_red"))
    assert img.size == (1, 1)
    assert img.convert("RGB").getpixel((0, 0)) == (255, 0, 0)


def test_gif_decodes():
    assert make_thumbnail(load("gif_1x1")).size == (1, 1)


def test_text_is_rejected():
    with pytest.raises(UnidentifiedImageError):
        make_thumbnail(load("not_an_image"))


def test_truncated_png_is_rejected():
    with pytest.raises(Exception):
        make_thumbnail(load("truncated_png")).load()
