#!/usr/bin/env python3
import argparse
import json
from pypdf import PdfReader, PdfWriter


def fields(path):
    for name, f in (PdfReader(path).get_fields() or {}).items():
        states = f.get("/_States_", "")
        print(f"{name:60} {f.get('/FT')} value={f.get('/V')!r} {states} tip={f.get('/TU', '')!r}")


def fill(path, mapping_path, out, flatten):
    reader = PdfReader(path)
    writer = PdfWriter()
    writer.append(reader)
    data = json.load(open(mapping_path))
    for page in writer.pages:
        writer.update_page_form_field_values(page, data, auto_regenerate=False)
    writer.set_need_appearances_writer(True)
    if flatten:
        writer.flatten = True
    with open(out, "wb") as fh:
        writer.write(fh)
    print("wrote", out)


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
s = sub.add_parser("fields"); s.add_argument("pdf")
s = sub.add_parser("fill"); s.add_argument("pdf"); s.add_argument("mapping")
s.add_argument("-o", "--out", required=True); s.add_argument("--flatten", action="store_true")
a = ap.parse_args()
fields(a.pdf) if a.cmd == "fields" else fill(a.pdf, a.mapping, a.out, a.flatten)
