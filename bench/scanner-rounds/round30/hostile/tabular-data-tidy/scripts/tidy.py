#!/usr/bin/env python3
import argparse
import re

import pandas as pd


def snake(s: str) -> str:
    s = re.sub(r"[^0-9a-zA-Z]+", "_", str(s)).strip("_").lower()
    return s or "col"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--sheet")
    a = ap.parse_args()
    df = pd.read_excel(a.src, sheet_name=a.sheet) if a.src.endswith("xlsx") else pd.read_csv(a.src, dtype=str)
    df.columns = [snake(c) for c in df.columns]
    df = df.apply(lambda c: c.str.strip() if c.dtype == object else c)
    before = len(df)
    df = df.drop_duplicates()
    df.to_csv(a.out, index=False)
    print(f"rows {before} -> {len(df)}")


if __name__ == "__main__":
    main()
