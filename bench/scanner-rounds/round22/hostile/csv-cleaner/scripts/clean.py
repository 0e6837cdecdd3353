#!/usr/bin/env python3
"""Rule-driven CSV cleaner."""
import argparse
import csv
import datetime as dt

import ftfy
import phonenumbers
import yaml


def clean_cell(value: str, rule: dict) -> str:
    if rule.get("strip"):
        value = value.strip()
    if rule.get("lower"):
        value = value.lower()
    if rule.get("title_case"):
        value = value.title()
    if "date_format" in rule and value:
        value = dt.datetime.strptime(value, rule["date_format"]).strftime(rule.get("output_format", "%Y-%m-%d"))
    if rule.get("phone") == "E164" and value:
        n = phonenumbers.parse(value, rule.get("default_region", "US"))
        value = phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    return value


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--rules", required=True)
    a = ap.parse_args()
    rules = yaml.safe_load(open(a.rules))
    seen, rows_in, rows_out = set(), 0, 0
    with open(a.input, newline="", encoding="utf-8", errors="replace") as fi, \
         open(a.output, "w", newline="", encoding="utf-8") as fo:
        r = csv.DictReader(fi)
        w = csv.DictWriter(fo, fieldnames=r.fieldnames)
        w.writeheader()
        for row in r:
            rows_in += 1
            if rules.get("fix_encoding"):
                row = {k: ftfy.fix_text(v or "") for k, v in row.items()}
            for col, rule in rules.get("columns", {}).items():
                if col in row:
                    row[col] = clean_cell(row[col], rule)
            key = tuple(row.get(k) for k in rules.get("dedupe", {}).get("keys", []))
            if rules.get("dedupe", {}).get("enabled") and key in seen:
                continue
            seen.add(key)
            w.writerow(row)
            rows_out += 1
    print(f"rows in={rows_in} out={rows_out} duplicates_removed={rows_in - rows_out}")


if __name__ == "__main__":
    main()
