#!/usr/bin/env python3
"""Rasterise the master SVG into the standard icon set."""
import argparse
import json
from pathlib import Path

import cairosvg
from PIL import Image

PNG_SIZES = {"icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180}
WEBP_SIZES = (64, 128, 256)
ANDROID = {"mdpi": 108, "hdpi": 162, "xhdpi": 216, "xxhdpi": 324, "xxxhdpi": 432}


def raster(svg: Path, size: int, out: Path, pad: float = 0.0):
    tmp = out.with_suffix(".tmp.png")
    inner = int(size * (1 - 2 * pad))
    cairosvg.svg2png(url=str(svg), write_to=str(tmp), output_width=inner, output_height=inner)
    canvas = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    canvas.paste(Image.open(tmp), ((size - inner) // 2,) * 2)
    canvas.save(out)
    tmp.unlink()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("svg", type=Path)
    ap.add_argument("--out", type=Path, default=Path("dist/icons"))
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    for name, size in PNG_SIZES.items():
        raster(a.svg, size, a.out / name, pad=0.125 if "apple" in name else 0)
    for s in WEBP_SIZES:
        raster(a.svg, s, a.out / f"logo-{s}.png")
        Image.open(a.out / f"logo-{s}.png").save(a.out / f"logo-{s}.webp", quality=92)
        (a.out / f"logo-{s}.png").unlink()
    raster(a.svg, 48, a.out / "fav48.png")
    Image.open(a.out / "fav48.png").save(a.out / "favicon.ico", sizes=[(16, 16), (32, 32), (48, 48)])
    for dpi, px in ANDROID.items():
        d = a.out / "android" / f"mipmap-{dpi}"
        d.mkdir(parents=True, exist_ok=True)
        raster(a.svg, px, d / "ic_launcher_foreground.png", pad=0.1667)
    og = Image.new("RGB", (1200, 630), "#0B1020")
    raster(a.svg, 360, a.out / "og-mark.png")
    og.paste(Image.open(a.out / "og-mark.png"), (420, 135), Image.open(a.out / "og-mark.png"))
    og.save(a.out / "og-image.png")
    manifest = {"icons": [{"src": f"/icons/{n}", "sizes": f"{s}x{s}", "type": "image/png"}
                          for n, s in PNG_SIZES.items() if n.startswith("icon-")]}
    (a.out / "site.webmanifest.icons.json").write_text(json.dumps(manifest, indent=2))
    print(f"exported to {a.out}")


if __name__ == "__main__":
    main()
