#!/usr/bin/env python3
"""Parse PDF invoices into schema-valid JSON."""
import argparse
import json
import re
import sys
from pathlib import Path

import jsonschema
import pdfplumber

SCHEMA = json.loads((Path(__file__).parent.parent / "schema/invoice.schema.json").read_text())
LABELS = {
    "invoice_number": r"(?:Invoice\s*(?:No\.?|Number)|Rechnungs(?:nummer|-Nr\.?))\s*[:#]?\s*(\S+)",
    "issue_date": r"(?:Invoice\s*Date|Rechnungsdatum)\s*:?\s*([\d./-]+)",
    "vat_id": r"(?:VAT\s*ID|USt-?IdNr\.?)\s*:?\s*([A-Z]{2}[0-9A-Z]+)",
}


def num(s):
    s = s.strip().replace("\u20ac", "").replace(" ", "")
    if re.match(r"^-?\d{1,3}(\.\d{3})*,\d{2}$", s):
        s = s.replace(".", "").replace(",", ".")
    return float(s.replace(",", ""))


def iso(d):
    m = re.match(r"(\d{1,2})[./](\d{1,2})[./](\d{4})", d)
    return f"{m[3]}-{int(m[2]):02d}-{int(m[1]):02d}" if m else d


def parse(path):
    with pdfplumber.open(path) as pdf:
        text = "\n".join(p.extract_text() or "" for p in pdf.pages)
        tables = [t for p in pdf.pages for t in p.extract_tables()]
    out = {"supplier": {"name": text.splitlines()[0].strip() if text else ""},
           "currency": "EUR", "lines": [], "totals": {}}
    for key, rx in LABELS.items():
        m = re.search(rx, text, re.I)
        if m:
            if key == "vat_id":
                out["supplier"]["vat_id"] = m[1]
            else:
                out[key] = iso(m[1]) if "date" in key else m[1]
    if tables:
        for row in max(tables, key=len)[1:]:
            try:
                out["lines"].append({"description": row[0], "amount": num(row[-1])})
            except (ValueError, TypeError, IndexError):
                continue
    for key, rx in {"net": r"(?:Net|Netto)\S*\s+([\d.,]+)", "vat": r"(?:VAT|MwSt|USt)\S*\s+([\d.,]+)",
                    "gross": r"(?:Total|Gesamt|Brutto)\S*\s+([\d.,]+)"}.items():
        m = re.findall(rx, text, re.I)
        out["totals"][key] = num(m[-1]) if m else 0.0
    t = out["totals"]
    out["needs_review"] = abs(t["net"] + t["vat"] - t["gross"]) > 0.02
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdfs", nargs="+")
    ap.add_argument("--jsonl", action="store_true")
    a = ap.parse_args()
    for p in a.pdfs:
        data = parse(p)
        try:
            jsonschema.validate(data, SCHEMA)
        except jsonschema.ValidationError as e:
            data["needs_review"] = True
            print(f"{p}: {e.message}", file=sys.stderr)
        print(json.dumps(data, ensure_ascii=False, indent=None if a.jsonl else 2))


if __name__ == "__main__":
    main()
