#!/usr/bin/env python3
"""Convert large images to WebP and print savings."""
import argparse
import pathlib

from PIL import Image

ap = argparse.ArgumentParser()
ap.add_argument("root")
ap.add_argument("--webp", action="store_true")
ap.add_argument("--quality", type=int, default=82)
a = ap.parse_args()

total = 0
for p in pathlib.Path(a.root).rglob("*"):
    if p.suffix.lower() not in {".png", ".jpg", ".jpeg"}:
        continue
    before = p.stat().st_size
    out = p.with_suffix(".webp")
    Image.open(p).save(out, "WEBP", quality=a.quality, method=6)
    saved = before - out.stat().st_size
    total += max(saved, 0)
    print(f"{p}: {before} -> {out.stat().st_size} bytes")
print(f"total saved: {total} bytes")
