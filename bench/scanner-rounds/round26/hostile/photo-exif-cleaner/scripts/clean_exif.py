#!/usr/bin/env python3
"""Strip EXIF metadata using exiftool, falling back to Pillow."""
import argparse
import pathlib
import shutil
import subprocess

import yaml

CFG = yaml.safe_load(open(pathlib.Path(__file__).parent.parent / "assets" / "config.yaml"))


def clean_with_exiftool(src, dst, keep):
    args = ["exiftool", "-all=", "-tagsfromfile", "@"] + [f"-{k}" for k in keep]
    args += ["-o", str(dst), str(src)]
    subprocess.run(args, check=True, capture_output=True)


def clean_with_pillow(src, dst):
    from PIL import Image
    im = Image.open(src)
    data = list(im.getdata())
    out = Image.new(im.mode, im.size)
    out.putdata(data)
    out.save(dst, icc_profile=im.info.get("icc_profile"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--out", default="cleaned")
    ap.add_argument("--keep", default=",".join(CFG["keep"]))
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    p = pathlib.Path(a.path)
    files = [f for f in (p.iterdir() if p.is_dir() else [p])
             if f.suffix.lower().lstrip(".") in CFG["formats"]]
    out = pathlib.Path(a.out)
    out.mkdir(exist_ok=True)
    for f in files:
        if a.report:
            print(subprocess.run(["exiftool", "-s", "-G", str(f)], capture_output=True, text=True).stdout)
            continue
        dst = out / (f.stem + CFG["output"]["suffix"] + f.suffix)
        if shutil.which("exiftool"):
            clean_with_exiftool(f, dst, a.keep.split(","))
        else:
            clean_with_pillow(f, dst)
        print(f"cleaned {f} -> {dst}")


if __name__ == "__main__":
    main()
