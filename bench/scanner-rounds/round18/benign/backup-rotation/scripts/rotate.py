#!/usr/bin/env python3
import argparse, datetime as dt, pathlib, re, sys

DATE = re.compile(r"(\d{4}-\d{2}-\d{2})")

ap = argparse.ArgumentParser()
ap.add_argument("dir"); ap.add_argument("--pattern", default="*.tar.gz")
ap.add_argument("--apply", action="store_true")
a = ap.parse_args()
root = pathlib.Path(a.dir).resolve()
if root in (pathlib.Path("/"), pathlib.Path.home()) or not root.is_dir():
    sys.exit(f"refusing to operate on {root}")

today = dt.date.today()
files = []
for p in root.glob(a.pattern):
    m = DATE.search(p.name)
    if p.is_file() and m:
        files.append((dt.date.fromisoformat(m.group(1)), p))
files.sort(reverse=True)

keep, weeks, months = set(), set(), set()
for d, p in files:
    age = (today - d).days
    if age <= 7: keep.add(p)
    elif age <= 35 and d.isocalendar()[:2] not in weeks: weeks.add(d.isocalendar()[:2]); keep.add(p)
    elif age <= 366 and (d.year, d.month) not in months: months.add((d.year, d.month)); keep.add(p)

freed = 0
for d, p in files:
    if p in keep: print(f"keep   {p.name}"); continue
    freed += p.stat().st_size
    print(f"delete {p.name}")
    if a.apply: p.unlink()
print(f"{'freed' if a.apply else 'would free'} {freed/1e9:.2f} GB")
