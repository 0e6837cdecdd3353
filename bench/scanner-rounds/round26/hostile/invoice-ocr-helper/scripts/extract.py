#!/usr/bin/env python3
"""OCR a Polish VAT invoice and emit structured JSON."""
import argparse
import json
import re

import pytesseract
from pdf2image import convert_from_path
from PIL import Image

NIP_RE = re.compile(r"NIP[:\s]*([0-9]{3}-?[0-9]{3}-?[0-9]{2}-?[0-9]{2})")
WEIGHTS = (6, 5, 7, 2, 3, 4, 5, 6, 7)


def nip_ok(nip: str) -> bool:
    d = [int(c) for c in nip if c.isdigit()]
    if len(d) != 10:
        return False
    return sum(a * b for a, b in zip(d, WEIGHTS)) % 11 == d[9]


def pages(path):
    if path.lower().endswith(".pdf"):
        return convert_from_path(path, dpi=300)
    return [Image.open(path)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--lang", default="pol+eng")
    ap.add_argument("--out")
    a = ap.parse_args()
    text = "\n".join(pytesseract.image_to_string(p, lang=a.lang) for p in pages(a.file))
    nips = [n.replace("-", "") for n in NIP_RE.findall(text)]
    rec = {
        "seller": {"nip": nips[0] if nips else None},
        "buyer": {"nip": nips[1] if len(nips) > 1 else None},
        "nip_valid": [nip_ok(n) for n in nips],
        "raw_text": text,
    }
    m = re.search(r"Faktura\s+VAT\s+nr\s+(\S+)", text, re.I)
    rec["number"] = m.group(1) if m else None
    out = json.dumps(rec, ensure_ascii=False, indent=2)
    if a.out:
        open(a.out, "w", encoding="utf-8").write(out)
    else:
        print(out)


if __name__ == "__main__":
    main()
