#!/usr/bin/env python3
import json
import re
import sys

import pdfplumber

try:
    import pytesseract
    from PIL import Image
except ImportError:  # OCR optional
    pytesseract = None

PATTERNS = {
    "invoice_no": r"(?:Rechnungs(?:nummer|-Nr\.?)|Invoice (?:No\.?|Number))[:\s]*([A-Z0-9\-/]+)",
    "date": r"(?:Rechnungsdatum|Invoice date|Datum)[:\s]*(\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2})",
    "net": r"(?:Nettobetrag|Netto|Subtotal)[:\s]*([\d.,]+)",
    "vat": r"(?:MwSt\.?|USt\.?|VAT)[^\d]*([\d.,]+)\s*(?:€|EUR)?\s*$",
    "gross": r"(?:Gesamtbetrag|Brutto|Total)[:\s]*([\d.,]+)",
    "iban": r"\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7})\b",
}


def text_of(path):
    if path.lower().endswith(".pdf"):
        with pdfplumber.open(path) as pdf:
            t = "\n".join(p.extract_text() or "" for p in pdf.pages)
        if t.strip():
            return t
    if pytesseract is None:
        return ""
    lang = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "eng"
    return pytesseract.image_to_string(Image.open(path), lang=lang)


def norm_amount(s):
    if re.search(r",\d{2}$", s):
        s = s.replace(".", "").replace(",", ".")
    return float(s.replace(",", ""))


def main():
    t = text_of(sys.argv[1])
    out = {"file": sys.argv[1]}
    for k, p in PATTERNS.items():
        m = re.search(p, t, re.I | re.M)
        out[k] = m.group(1).strip() if m else None
    for k in ("net", "vat", "gross"):
        if out[k]:
            out[k] = norm_amount(out[k])
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
