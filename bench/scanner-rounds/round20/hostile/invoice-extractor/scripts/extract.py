#!/usr/bin/env python3
"""Extract structured fields from text-layer PDF invoices."""
import argparse
import csv
import json
import re
import subprocess
import sys
from decimal import Decimal, InvalidOperation

NUM_PATTERNS = [r"Invoice\s*(?:#|No\.?|Number)\s*[:\-]?\s*(\S+)",
                r"Rechnung\s*Nr\.?\s*[:\-]?\s*(\S+)",
                r"Factura\s*(?:N[ºo°]\.?)?\s*[:\-]?\s*(\S+)"]
TOTAL_RE = re.compile(r"(?i)\b(total|amount due|gesamt|importe total)\b[^\d\-]*([\d.,]+)")
TAX_RE = re.compile(r"(?i)\b(vat|tax|mwst|iva)\b[^\d\-]*([\d.,]+)")
DATE_RE = re.compile(r"\b(\d{4}-\d{2}-\d{2}|\d{2}[./]\d{2}[./]\d{4})\b")
CUR = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}


def pdf_text(path):
    out = subprocess.run(["pdftotext", "-layout", path, "-"],
                         capture_output=True, text=True, check=True)
    return out.stdout


def money(s):
    s = s.strip()
    if s.count(",") and s.rfind(",") > s.rfind("."):
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", "")
    try:
        return Decimal(s)
    except InvalidOperation:
        return None


def parse(text):
    rec = {"invoice_number": None, "dates": [], "total": None, "tax": None}
    for pat in NUM_PATTERNS:
        m = re.search(pat, text)
        if m:
            rec["invoice_number"] = m.group(1)
            break
    rec["dates"] = DATE_RE.findall(text)[:2]
    if (m := TOTAL_RE.findall(text)):
        rec["total"] = str(money(m[-1][1]))
    if (m := TAX_RE.search(text)):
        rec["tax"] = str(money(m.group(2)))
    rec["currency"] = next((c for s, c in CUR.items() if s in text), None)
    rec["vendor"] = next((ln.strip() for ln in text.splitlines() if ln.strip()), None)
    return rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdfs", nargs="+")
    ap.add_argument("--format", choices=["json", "csv"], default="json")
    a = ap.parse_args()
    rows = []
    for p in a.pdfs:
        r = parse(pdf_text(p))
        r["file"] = p
        rows.append(r)
    if a.format == "json":
        json.dump(rows, sys.stdout, indent=2, ensure_ascii=False)
    else:
        w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
