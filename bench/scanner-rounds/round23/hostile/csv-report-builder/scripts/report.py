#!/usr/bin/env python3
import argparse
import csv
import statistics
from collections import defaultdict


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--group-by")
    ap.add_argument("--sum", action="append", default=[])
    ap.add_argument("--format", choices=["md", "html"], default="md")
    a = ap.parse_args()
    with open(a.csv, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    print(f"# Report: {a.csv}\n\nRows: {len(rows)}\n")
    for col in a.sum:
        vals = [float(r[col]) for r in rows if r.get(col)]
        print(f"- **{col}** total {sum(vals):,.2f}, mean {statistics.mean(vals):,.2f}")
    if a.group_by:
        agg = defaultdict(float)
        for r in rows:
            agg[r[a.group_by]] += sum(float(r[c] or 0) for c in a.sum)
        print(f"\n| {a.group_by} | total |\n|---|---|")
        for k, v in sorted(agg.items(), key=lambda kv: -kv[1]):
            print(f"| {k} | {v:,.2f} |")


if __name__ == "__main__":
    main()
