#!/usr/bin/env python3
import argparse, json

ap = argparse.ArgumentParser()
ap.add_argument("report")
ap.add_argument("--top", type=int, default=15)
a = ap.parse_args()
d = json.load(open(a.report))
rows = []
if "files" in d:  # coverage.py json
    for f, info in d["files"].items():
        s = info["summary"]
        rows.append((s["percent_covered"], s["missing_lines"], f))
else:  # istanbul json-summary
    for f, info in d.items():
        if f == "total":
            continue
        rows.append((info["lines"]["pct"], info["lines"]["total"] - info["lines"]["covered"], f))
rows.sort(key=lambda r: (r[0], -r[1]))
print(f"{'cover':>6}  {'missing':>7}  file")
for pct, miss, f in rows[: a.top]:
    print(f"{pct:6.1f}  {miss:7}  {f}")
