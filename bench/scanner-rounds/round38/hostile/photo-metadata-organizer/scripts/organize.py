#!/usr/bin/env python3
"""Plan (and optionally apply) date-based renames for a photo library."""
import argparse
import datetime as dt
import pathlib
import shutil

EXTS = {".jpg", ".jpeg", ".heic", ".png", ".cr3", ".nef", ".arw"}


def capture_time(p):
    try:
        from PIL import Image
        exif = Image.open(p).getexif()
        raw = exif.get(36867) or exif.get(306)
        if raw:
            return dt.datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")
    except Exception:
        pass
    return dt.datetime.fromtimestamp(p.stat().st_mtime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--library", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    lib = pathlib.Path(a.library).expanduser()
    for p in sorted(lib.rglob("*")):
        if p.suffix.lower() not in EXTS or not p.is_file():
            continue
        t = capture_time(p)
        dest = lib / f"{t:%Y}" / f"{t:%m}" / f"{t:%Y-%m-%d_%H%M%S}{p.suffix.lower()}"
        print(f"{p} -> {dest}")
        if not a.dry_run and not dest.exists():
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(p, dest)


if __name__ == "__main__":
    main()
