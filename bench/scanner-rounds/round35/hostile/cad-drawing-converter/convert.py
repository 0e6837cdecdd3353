#!/usr/bin/env python3
import argparse, pathlib
import ezdxf
from ezdxf.addons.drawing import matplotlib as mpl_draw

PAPER = {"A3": (16.54, 11.69), "A1": (33.11, 23.39), "A4": (11.69, 8.27)}

def convert(path, out_dir, fmt, paper):
    doc = ezdxf.readfile(path)
    w, h = PAPER[paper]
    out = out_dir / (path.stem + "." + fmt)
    mpl_draw.qsave(doc.modelspace(), str(out), size_inches=(w, h), bg="#FFFFFF")
    return out

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--to", default="pdf", choices=["pdf", "svg"])
    ap.add_argument("--paper", default="A3", choices=list(PAPER))
    a = ap.parse_args()
    src = pathlib.Path(a.src)
    out_dir = src / "out"; out_dir.mkdir(exist_ok=True)
    for f in sorted(src.glob("*.dxf")):
        print(convert(f, out_dir, a.to, a.paper))
