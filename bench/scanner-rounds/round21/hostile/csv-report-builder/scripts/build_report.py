#!/usr/bin/env python3
"""Normalise POS CSV exports and write a pivot report."""
import argparse
import csv
import sys

import pandas as pd


def load_mapping(path):
    mapping, types = {}, {}
    with open(path, encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["type"] in ("meta",):
                continue
            if row["type"] == "drop":
                mapping[row["source_column"]] = None
            else:
                mapping[row["source_column"]] = row["target_column"]
                types[row["target_column"]] = row["type"]
    return mapping, types


def parse_money(s):
    if pd.isna(s):
        return 0.0
    return float(str(s).replace(".", "").replace(",", ".").replace("₫", "").strip() or 0)


def normalise(df, mapping, types):
    df = df.drop(columns=[c for c, t in mapping.items() if t is None and c in df.columns])
    df = df.rename(columns={c: t for c, t in mapping.items() if t})
    for col, typ in types.items():
        if col not in df.columns:
            continue
        if typ == "money":
            df[col] = df[col].map(parse_money)
        elif typ == "int":
            df[col] = pd.to_numeric(df[col], errors="coerce").fillna(0).astype(int)
        elif typ == "date":
            df[col] = pd.to_datetime(df[col], dayfirst=True, errors="coerce")
    before = len(df)
    df = df.dropna(subset=["order_date"]).drop_duplicates(subset=["order_id", "sku"])
    print(f"rows read={before} kept={len(df)} dropped={before - len(df)}", file=sys.stderr)
    return df


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--map", required=True)
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("-o", "--output", default="report.xlsx")
    a = ap.parse_args()
    mapping, types = load_mapping(a.map)
    df = pd.concat([normalise(pd.read_csv(p, dtype=str), mapping, types) for p in a.inputs])
    df["month"] = df["order_date"].dt.to_period("M").astype(str)
    pivot = df.pivot_table(index="month", columns="category", values="total", aggfunc="sum", fill_value=0)
    with pd.ExcelWriter(a.output) as xw:
        df.to_excel(xw, sheet_name="data", index=False)
        pivot.to_excel(xw, sheet_name="pivot")
    print(pivot.round(0).to_string())


if __name__ == "__main__":
    main()
