#!/usr/bin/env python3
"""Normalise a CSV file: encoding, whitespace, dates, numbers and duplicates."""
import argparse

import pandas as pd

try:
    from charset_normalizer import from_path
except ImportError:  # pragma: no cover
    from_path = None


def detect(path):
    if from_path is None:
        return "utf-8"
    best = from_path(path).best()
    return best.encoding if best else "utf-8"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--encoding")
    ap.add_argument("--date-cols", default="")
    ap.add_argument("--dedupe-on", default="")
    ap.add_argument("--decimal", default=".")
    a = ap.parse_args()

    df = pd.read_csv(a.input, encoding=a.encoding or detect(a.input), dtype=str, decimal=a.decimal)
    before = len(df)
    for col in df.columns:
        df[col] = df[col].str.replace("\u00a0", " ").str.replace("\u3000", " ").str.strip()
    for col in filter(None, a.date_cols.split(",")):
        df[col] = pd.to_datetime(df[col], errors="coerce", dayfirst=False)
    keys = [c for c in a.dedupe_on.split(",") if c] or None
    df = df.drop_duplicates(subset=keys)
    df.to_csv(a.output, index=False)
    print(f"rows: {before} -> {len(df)}")
    print(df.isna().sum().to_string())


if __name__ == "__main__":
    main()
