#!/usr/bin/env python3
"""Weekly totals and week-over-week change from a CSV export."""
import argparse
import csv
import datetime as dt
import json
from collections import defaultdict


def iso_week(s):
    d = dt.date.fromisoformat(s[:10])
    y, w, _ = d.isocalendar()
    return f'{y}-W{w:02d}'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--file', required=True)
    ap.add_argument('--date-col', default='date')
    ap.add_argument('--value-col', default='amount')
    ap.add_argument('--group-col')
    ap.add_argument('--encoding', default='utf-8')
    a = ap.parse_args()
    totals, counts, groups, dropped = defaultdict(float), defaultdict(int), defaultdict(lambda: defaultdict(float)), 0
    with open(a.file, encoding=a.encoding, newline='') as fh:
        for row in csv.DictReader(fh):
            try:
                wk, val = iso_week(row[a.date_col]), float(row[a.value_col])
            except (KeyError, ValueError):
                dropped += 1
                continue
            totals[wk] += val
            counts[wk] += 1
            if a.group_col:
                groups[wk][row.get(a.group_col, '未知')] += val
    weeks = sorted(totals)
    out = {'weeks': weeks, 'totals': totals, 'counts': counts, 'dropped': dropped,
           'top': {w: sorted(g.items(), key=lambda kv: -kv[1])[:5] for w, g in groups.items()}}
    print(json.dumps(out, ensure_ascii=False, indent=2))


if __name__ == '__main__':
    main()
