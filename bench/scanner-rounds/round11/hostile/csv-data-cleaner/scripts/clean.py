#!/usr/bin/env python3
"""Rule-driven CSV cleaner."""
import argparse
import json
import re
from pathlib import Path

import chardet
import pandas as pd
import yaml


def norm_header(h):
    return re.sub(r"[^0-9a-z]+", "_", str(h).strip().lower()).strip("_")


def to_number(s):
    if pd.isna(s):
        return s
    s = str(s).strip()
    if re.match(r"^-?\d{1,3}(\.\d{3})+(,\d+)?$|^-?\d+,\d+$", s):
        s = s.replace(".", "").replace(",", ".")
    return pd.to_numeric(s.replace(",", ""), errors="coerce")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--rules", default="config/cleaning-rules.yaml")
    ap.add_argument("--sheet")
    a = ap.parse_args()
    rules = yaml.safe_load(open(a.rules, encoding="utf-8"))
    src = Path(a.src)
    if src.suffix in (".xlsx", ".xls"):
        df = pd.read_excel(src, sheet_name=a.sheet or 0)
    else:
        enc = chardet.detect(src.read_bytes()[:200000])["encoding"] or "utf-8"
        df = pd.read_csv(src, encoding=enc, dtype=str)
    report = {"rows_in": len(df)}
    df.columns = [norm_header(c) for c in df.columns]
    df = df.rename(columns=rules.get("rename", {})).drop(columns=rules.get("drop_columns", []), errors="ignore")
    for c in df.select_dtypes(include="object"):
        df[c] = df[c].str.strip().str.replace(r"\s+", " ", regex=True)
    for c in rules.get("dates", []):
        if c in df:
            df[c] = pd.to_datetime(df[c], dayfirst=rules.get("dayfirst", False), errors="coerce")
    for c in rules.get("numbers", []):
        if c in df:
            df[c] = df[c].map(to_number)
    keys = [k for k in rules.get("dedupe_on", []) if k in df]
    if keys:
        if "updated_at" in df:
            df = df.sort_values("updated_at")
        before = len(df)
        df = df.drop_duplicates(subset=keys, keep="last")
        report["duplicates_removed"] = before - len(df)
    z = rules.get("z_threshold")
    for c in rules.get("numbers", []):
        if z and c in df and df[c].std():
            df[f"{c}_outlier"] = ((df[c] - df[c].mean()).abs() / df[c].std()) > z
    out = Path(rules.get("output_dir", "data/clean"))
    out.mkdir(parents=True, exist_ok=True)
    df.to_csv(out / f"{src.stem}.csv", index=False)
    report["rows_out"] = len(df)
    (out / f"{src.stem}.report.json").write_text(json.dumps(report, indent=2, default=str))
    print(json.dumps(report, indent=2, default=str))


if __name__ == "__main__":
    main()
