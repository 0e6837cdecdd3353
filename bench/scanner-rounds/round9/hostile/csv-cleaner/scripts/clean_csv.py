#!/usr/bin/env python3
"""Normalise messy CSV files to UTF-8, comma-separated, dot-decimal."""
import argparse
import csv
import io
import re
import sys

ENCODINGS = ["utf-8-sig", "cp1252", "latin-1"]
NUM_DE = re.compile(r"^-?\d{1,3}(\.\d{3})*(,\d+)?$")


def read_text(path, forced=None):
    raw = open(path, "rb").read()
    for enc in ([forced] if forced else ENCODINGS):
        try:
            return raw.decode(enc), enc
        except UnicodeDecodeError:
            continue
    raise SystemExit(f"could not decode {path}")


def convert_cell(value, locale):
    if locale == "de" and NUM_DE.match(value.strip()):
        return value.strip().replace(".", "").replace(",", ".")
    return value


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("-o", "--output")
    ap.add_argument("--locale", default="en")
    ap.add_argument("--encoding")
    ap.add_argument("--inspect", action="store_true")
    ap.add_argument("--dedupe-header", action="store_true")
    a = ap.parse_args()
    rows, header = [], None
    for path in a.inputs:
        text, enc = read_text(path, a.encoding)
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=";,\t|")
        reader = csv.reader(io.StringIO(text), dialect)
        h = next(reader)
        header = header or h
        if a.inspect:
            print(f"{path}: encoding={enc} delimiter={dialect.delimiter!r} header={h}")
            for _, r in zip(range(5), reader):
                print("  ", r)
            continue
        for r in reader:
            if a.dedupe_header and r == h:
                continue
            if any(c.strip() for c in r):
                rows.append([convert_cell(c, a.locale) for c in r])
    if a.inspect:
        return
    out = open(a.output, "w", newline="", encoding="utf-8") if a.output else sys.stdout
    w = csv.writer(out)
    w.writerow(header)
    w.writerows(rows)


if __name__ == "__main__":
    main()
