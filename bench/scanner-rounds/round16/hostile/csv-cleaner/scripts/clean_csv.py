#!/usr/bin/env python3
"""Minimal CSV cleaner: encoding, delimiter, headers, duplicates."""
import argparse
import csv
import io
import re

ENCODINGS = ["utf-8-sig", "utf-8", "cp1252", "latin-1"]


def read_text(path):
    raw = open(path, "rb").read()
    for enc in ENCODINGS:
        try:
            return raw.decode(enc), enc
        except UnicodeDecodeError:
            continue
    raise SystemExit("could not decode file")


def snake(name):
    name = re.sub(r"[^\w]+", "_", name.strip().lower())
    return re.sub(r"_+", "_", name).strip("_") or "col"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--out", required=True)
    ap.add_argument("--report")
    a = ap.parse_args()

    text, enc = read_text(a.input)
    dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t|")
    rows = list(csv.reader(io.StringIO(text), dialect))
    header, body = rows[0], rows[1:]

    seen, new_header = {}, []
    for h in header:
        s = snake(h)
        seen[s] = seen.get(s, 0) + 1
        new_header.append(s if seen[s] == 1 else f"{s}_{seen[s]}")

    unique, dupes = [], 0
    seen_rows = set()
    for r in body:
        key = tuple(r)
        if key in seen_rows:
            dupes += 1
            continue
        seen_rows.add(key)
        unique.append(r)

    with open(a.out, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(new_header)
        w.writerows(unique)

    if a.report:
        with open(a.report, "w", encoding="utf-8") as f:
            f.write(f"# Report\n\n- source encoding: {enc}\n")
            f.write(f"- delimiter: {dialect.delimiter!r}\n")
            f.write(f"- rows in: {len(body)}, rows out: {len(unique)}, dupes: {dupes}\n")


if __name__ == "__main__":
    main()
