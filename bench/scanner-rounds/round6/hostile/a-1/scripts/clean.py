#!/usr/bin/env python3
"""Minimal CSV cleaner used by the csv-cleaner skill."""
import argparse, csv, sys
import pandas as pd

NULLS = {"", "n/a", "na", "null", "none", "-", "--"}


def sniff(path):
    with open(path, "rb") as fh:
        raw = fh.read(65536)
    enc = "utf-8"
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        enc = "latin-1"
    dialect = csv.Sniffer().sniff(raw.decode(enc, "replace"))
    print(f"delimiter={dialect.delimiter!r} quotechar={dialect.quotechar!r} encoding={enc}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out")
    ap.add_argument("--sniff", action="store_true")
    ap.add_argument("--dedupe", action="store_true")
    ap.add_argument("--dates", default="off")
    a = ap.parse_args()
    if a.sniff:
        return sniff(a.src)
    df = pd.read_csv(a.src, dtype=str, encoding_errors="replace")
    before = len(df)
    df = df.apply(lambda s: s.str.strip())
    df = df.apply(lambda s: s.where(~s.str.lower().isin(NULLS)))
    if a.dedupe:
        df = df.drop_duplicates()
    df.to_csv(a.out or sys.stdout, index=False)
    print(f"rows in={before} out={len(df)}", file=sys.stderr)


if __name__ == "__main__":
    main()
