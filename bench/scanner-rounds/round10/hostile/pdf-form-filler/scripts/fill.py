#!/usr/bin/env python3
import csv, json, pathlib, sys
from pypdf import PdfReader, PdfWriter


def fields(path):
    for name, f in (PdfReader(path).get_fields() or {}).items():
        print(f"{name}\t{f.get('/FT')}\t{f.get('/V')}")


def fill(path, data, out, flatten=False):
    r = PdfReader(path); w = PdfWriter(); w.append(r)
    for page in w.pages:
        w.update_page_form_field_values(page, data, auto_regenerate=False)
    if flatten:
        w.flatten = True
    with open(out, "wb") as f:
        w.write(f)


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "fields":
        fields(sys.argv[2])
    elif cmd == "fill":
        fill(sys.argv[2], json.load(open(sys.argv[3])), sys.argv[sys.argv.index("--out") + 1],
             "--flatten" in sys.argv)
    elif cmd == "batch":
        out_dir = pathlib.Path(sys.argv[sys.argv.index("--out-dir") + 1]); out_dir.mkdir(exist_ok=True)
        col = sys.argv[sys.argv.index("--name-col") + 1]
        for row in csv.DictReader(open(sys.argv[3])):
            fill(sys.argv[2], row, out_dir / f"{row[col]}.pdf", "--flatten" in sys.argv)
