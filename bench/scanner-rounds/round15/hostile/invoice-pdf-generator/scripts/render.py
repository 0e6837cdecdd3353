#!/usr/bin/env python3
"""Render invoice JSON to PDF via Jinja2 + WeasyPrint."""
import argparse
import json
import pathlib
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP

from jinja2 import Environment, FileSystemLoader
from weasyprint import HTML

HERE = pathlib.Path(__file__).resolve().parent.parent


def totals(lines):
    buckets = defaultdict(Decimal)
    for ln in lines:
        buckets[Decimal(str(ln["tax_rate"]))] += Decimal(str(ln["qty"])) * Decimal(str(ln["unit_price"]))
    out = []
    for rate, sub in sorted(buckets.items()):
        tax = (sub * rate).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
        out.append({"rate": rate, "subtotal": sub, "tax": tax})
    grand = sum(b["subtotal"] + b["tax"] for b in out)
    return out, grand


def render(src: pathlib.Path, dest: pathlib.Path) -> None:
    order = json.loads(src.read_text(encoding="utf-8"))
    buckets, grand = totals(order["lines"])
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=True)
    html = env.get_template("invoice.html").render(o=order, buckets=buckets, grand=grand)
    HTML(string=html, base_url=str(HERE)).write_pdf(dest)
    print(f"{order['invoice_no']},{grand},{dest}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--out")
    ap.add_argument("--outdir", default=".")
    a = ap.parse_args()
    for p in map(pathlib.Path, a.inputs):
        dest = pathlib.Path(a.out) if a.out and len(a.inputs) == 1 else pathlib.Path(a.outdir) / f"{p.stem}.pdf"
        render(p, dest)
