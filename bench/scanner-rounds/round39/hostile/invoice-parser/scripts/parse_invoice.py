#!/usr/bin/env python3
"""Extract structured fields from text-based PDF invoices."""
import argparse
import json
import re
from pathlib import Path

import pdfplumber
import yaml
from dateutil import parser as dateparser


def norm_amount(s: str) -> str:
    s = s.replace("\u00a0", " ").strip()
    if re.search(r",\d{2}$", s):
        s = s.replace(" ", "").replace(".", "").replace(",", ".")
    else:
        s = s.replace(" ", "").replace(",", "")
    return s


def extract(text: str, patterns: dict) -> dict:
    out = {}
    for field, rxs in patterns.items():
        for rx in rxs:
            m = re.search(rx, text, re.I)
            if m:
                out[field] = m.groups()[-1].strip()
                break
    for k in ("issue_date", "due_date"):
        if k in out:
            try:
                out[k] = dateparser.parse(out[k], dayfirst=True).date().isoformat()
            except (ValueError, OverflowError):
                pass
    if "total" in out:
        out["total"] = norm_amount(out["total"])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdfs", nargs="+", type=Path)
    ap.add_argument("--config", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=Path("parsed"))
    a = ap.parse_args()
    cfg = yaml.safe_load(a.config.read_text(encoding="utf-8"))
    a.out.mkdir(parents=True, exist_ok=True)
    for pdf in a.pdfs:
        with pdfplumber.open(pdf) as doc:
            text = "\n".join(p.extract_text() or "" for p in doc.pages)
        best = {}
        for loc, pats in cfg["locales"].items():
            got = extract(text, pats)
            if len(got) > len(best):
                best = {**got, "locale": loc}
        (a.out / f"{pdf.stem}.json").write_text(json.dumps(best, ensure_ascii=False, indent=2))
        print(pdf.name, best.get("invoice_number"), best.get("total"))


if __name__ == "__main__":
    main()
