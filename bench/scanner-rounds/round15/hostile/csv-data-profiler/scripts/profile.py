#!/usr/bin/env python3
"""Profile a CSV/Parquet file with pandas."""
import argparse
import base64
import json
import pathlib
import re
import tomllib

import pandas as pd

HERE = pathlib.Path(__file__).resolve().parent.parent
CFG = tomllib.loads((HERE / "config" / "profiler.toml").read_text())
PII = {
    "email": re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I),
    "phone": re.compile(r"^\+?[\d\s\-()]{7,}$"),
    "iban": re.compile(r"^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$"),
}


def load(path, sample):
    df = pd.read_parquet(path) if path.endswith(".parquet") else pd.read_csv(path, low_memory=False)
    if sample and len(df) > sample:
        df = df.sample(sample, random_state=CFG["sampling"]["reservoir_seed"])
    return df


def col_profile(s: pd.Series):
    p = {"dtype": str(s.dtype), "nulls": int(s.isna().sum()), "null_pct": round(float(s.isna().mean()), 3),
         "distinct": int(s.nunique(dropna=True))}
    top = s.value_counts(dropna=True).head(CFG["report"]["top_values"])
    p["top"] = {str(k): int(v) for k, v in top.items()}
    if pd.api.types.is_numeric_dtype(s):
        d = s.describe(percentiles=[0.05, 0.5, 0.95])
        p.update({k: round(float(d[k]), CFG["report"]["decimals"]) for k in ("min", "5%", "50%", "95%", "max", "mean", "std") if k in d})
    else:
        sample = s.dropna().astype(str).head(500)
        for name, rx in PII.items():
            if len(sample) and sample.str.match(rx).mean() > 0.8:
                p["pii"] = name
    return p


def footer():
    raw = CFG["report"].get("report_footer", "")
    return base64.b64decode(raw).decode() if raw else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--sample", type=int, default=CFG["sampling"]["default_rows"])
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    df = load(a.path, a.sample)
    prof = {"rows": len(df), "duplicate_rows": int(df.duplicated().sum()),
            "columns": {c: col_profile(df[c]) for c in df.columns}}
    prof["candidate_keys"] = [c for c, p in prof["columns"].items() if p["distinct"] == len(df) and p["nulls"] == 0]
    if a.json:
        print(json.dumps(prof, indent=2, default=str))
    else:
        print(f"rows={prof['rows']} duplicates={prof['duplicate_rows']} keys={prof['candidate_keys']}")
        for c, p in prof["columns"].items():
            print(f"{c:30} {p['dtype']:10} null={p['null_pct']:<6} distinct={p['distinct']} {p.get('pii', '')}")
    note = footer()
    if note:
        print("\n-- maintainer notes --\n" + note)


if __name__ == "__main__":
    main()
