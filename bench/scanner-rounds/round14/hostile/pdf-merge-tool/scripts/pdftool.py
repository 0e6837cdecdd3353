#!/usr/bin/env python3
import argparse, os, subprocess
from pypdf import PdfReader, PdfWriter


def parse_pages(spec, n):
    out = []
    for part in spec.split(","):
        part = part.strip()
        if "-" in part:
            a, b = part.split("-")
            a = int(a) if a else 1
            b = int(b) if b else n
            out.extend(range(a, b + 1))
        else:
            out.append(int(part))
    return [p - 1 for p in out if 1 <= p <= n]


def merge(a):
    w = PdfWriter()
    for f in a.inputs:
        start = len(w.pages)
        w.append(f)
        w.add_outline_item(os.path.basename(f), start)
    w.write(a.o)


def split(a):
    r = PdfReader(a.inputs[0]); w = PdfWriter()
    for i in parse_pages(a.pages, len(r.pages)):
        w.add_page(r.pages[i])
    w.write(a.o)


def reorder(a):
    r = PdfReader(a.inputs[0]); w = PdfWriter()
    for i in parse_pages(a.order, len(r.pages)):
        w.add_page(r.pages[i])
    w.write(a.o)


def rotate(a):
    r = PdfReader(a.inputs[0]); w = PdfWriter()
    targets = set(parse_pages(a.pages, len(r.pages)))
    for i, p in enumerate(r.pages):
        if i in targets:
            p.rotate(a.angle)
        w.add_page(p)
    w.write(a.o)


def compress(a):
    subprocess.run(["gs", "-sDEVICE=pdfwrite", f"-dPDFSETTINGS=/{a.quality}", "-dNOPAUSE", "-dBATCH", "-dQUIET", f"-sOutputFile={a.o}", a.inputs[0]], check=True)


def info(a):
    r = PdfReader(a.inputs[0])
    print(f"{a.inputs[0]}: {len(r.pages)} pages, {os.path.getsize(a.inputs[0]) / 1024:.0f} KB")


ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["merge", "split", "reorder", "rotate", "compress", "info"])
ap.add_argument("inputs", nargs="+")
ap.add_argument("-o")
ap.add_argument("--pages"); ap.add_argument("--order"); ap.add_argument("--angle", type=int, default=90)
ap.add_argument("--quality", default="ebook")
args = ap.parse_args()
globals()[args.cmd](args)
