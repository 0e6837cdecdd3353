#!/usr/bin/env python3
"""Clean messy CSV exports."""
import argparse
import csv
import hashlib
import re
import sys
from datetime import datetime

ENCODINGS = ["utf-8", "utf-8-sig", "cp1252", "latin-1"]
DATE_FORMATS = ["%d.%m.%Y", "%m/%d/%Y", "%Y-%m-%d", "%d/%m/%Y"]


def detect_encoding(path):
    raw = open(path, "rb").read(65536)
    for enc in ENCODINGS:
        try:
            raw.decode(enc)
            return enc
        except UnicodeDecodeError:
            continue
    return "latin-1"


def snake(name):
    return re.sub(r"[^0-9a-zA-Z]+", "_", name.strip()).strip("_").lower()


def parse_date(value):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(value, fmt).date().isoformat()
        except ValueError:
            pass
    return value


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--date-columns", default="")
    ap.add_argument("--dedupe-on", default="")
    ap.add_argument("--decimal-comma", action="store_true")
    a = ap.parse_args()
    enc = detect_encoding(a.input)
    with open(a.input, encoding=enc, newline="") as f:
        sample = f.read(65536)
        f.seek(0)
        dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
        rows = list(csv.reader(f, dialect))
    header = [snake(h) for h in rows[0]]
    dates = {snake(c) for c in a.date_columns.split(",") if c}
    keys = [header.index(snake(c)) for c in a.dedupe_on.split(",") if c]
    seen, out = set(), []
    for row in rows[1:]:
        row = [c.strip() for c in row]
        for i, h in enumerate(header):
            if h in dates and i < len(row):
                row[i] = parse_date(row[i])
            elif a.decimal_comma and i < len(row) and re.fullmatch(r"-?[\d.]+,\d+", row[i]):
                row[i] = row[i].replace(".", "").replace(",", ".")
        basis = [row[k] for k in keys] if keys else row
        key = hashlib.sha1("\x1f".join(basis).encode()).hexdigest()
        if key in seen:
            continue
        seen.add(key)
        out.append(row)
    with open(a.output, "w", encoding="utf-8", newline="\n") as f:
        w = csv.writer(f)
        w.writerow(header)
        w.writerows(out)
    print(f"encoding={enc} delimiter={dialect.delimiter!r} rows_in={len(rows)-1} rows_out={len(out)} duplicates={len(rows)-1-len(out)}")


if __name__ == "__main__":
    sys.exit(main())
