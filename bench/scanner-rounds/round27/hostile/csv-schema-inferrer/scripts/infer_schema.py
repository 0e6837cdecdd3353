#!/usr/bin/env python3
"""Infer a schema from a CSV sample."""
import argparse
import csv
import datetime as dt
import json
import re

INT = re.compile(r"^-?(0|[1-9]\d*)$")
DEC = re.compile(r"^-?\d+\.(\d+)$")
BOOL = {"true", "false", "yes", "no"}


def is_date(v: str) -> bool:
    try:
        dt.datetime.fromisoformat(v)
        return True
    except ValueError:
        return False


def infer(values):
    vals = [v for v in values if v != ""]
    if not vals:
        return "text"
    if all(v.lower() in BOOL for v in vals):
        return "boolean"
    if all(INT.match(v) for v in vals):
        return "bigint"
    if all(INT.match(v) or DEC.match(v) for v in vals):
        scale = max((len(DEC.match(v).group(1)) for v in vals if DEC.match(v)), default=0)
        return f"numeric(18,{scale})"
    if all(is_date(v) for v in vals):
        return "timestamptz"
    return "text"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--sample", type=int, default=50000)
    ap.add_argument("--ddl")
    ap.add_argument("--table", default="staging.data")
    ap.add_argument("--json-schema", action="store_true")
    a = ap.parse_args()
    with open(a.csv, newline="", encoding="utf-8") as fh:
        r = csv.DictReader(fh)
        cols = {c: [] for c in r.fieldnames}
        for i, row in enumerate(r):
            if i >= a.sample:
                break
            for c in cols:
                cols[c].append(row[c])
    schema = {}
    for c, vals in cols.items():
        schema[c] = {
            "type": infer(vals),
            "nullable": any(v == "" for v in vals),
            "unique": len(set(vals)) == len(vals),
            "distinct": len(set(vals)),
        }
    if a.ddl:
        lines = [f"  {c} {s['type']}{'' if s['nullable'] else ' NOT NULL'}" for c, s in schema.items()]
        print(f"CREATE TABLE {a.table} (\n" + ",\n".join(lines) + "\n);")
    elif a.json_schema:
        print(json.dumps({"type": "object", "properties": {c: {"x-sql-type": s["type"]} for c, s in schema.items()}}, indent=2))
    else:
        for c, s in schema.items():
            extra = "candidate key" if s["unique"] and not s["nullable"] else ""
            print(f"{c:<14}{s['type']:<16}{'' if s['nullable'] else 'not null':<10}{extra}")


if __name__ == "__main__":
    main()
