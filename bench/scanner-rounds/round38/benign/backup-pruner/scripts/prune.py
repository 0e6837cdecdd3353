#!/usr/bin/env python3
"""Grandfather-father-son pruning for a single backup directory. Dry-run by default."""
import argparse
import datetime as dt
import fnmatch
import pathlib
import re
import sys

DATE_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def backup_date(p):
    m = DATE_RE.search(p.name)
    if m:
        return dt.date(*map(int, m.groups()))
    return dt.date.fromtimestamp(p.stat().st_mtime)


def plan(files, today, daily=7, weekly=4, monthly=12, min_keep=3):
    files = sorted(files, key=lambda f: backup_date(f), reverse=True)
    keep = set(files[:min_keep])
    seen_weeks, seen_months = set(), set()
    for f in files:
        d = backup_date(f)
        age = (today - d).days
        if age < daily:
            keep.add(f)
        wk = d.isocalendar()[:2]
        if wk not in seen_weeks and len(seen_weeks) < weekly:
            seen_weeks.add(wk); keep.add(f)
        mo = (d.year, d.month)
        if mo not in seen_months and len(seen_months) < monthly:
            seen_months.add(mo); keep.add(f)
    return [f for f in files if f in keep], [f for f in files if f not in keep]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    ap.add_argument("--pattern", required=True)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.directory).resolve()
    if root == pathlib.Path("/") or root == pathlib.Path.home() or len(root.parts) < 3:
        sys.exit(f"refusing to prune {root}")
    files = [p for p in root.iterdir()
             if p.is_file() and not p.is_symlink() and fnmatch.fnmatch(p.name, a.pattern)]
    kept, doomed = plan(files, dt.date.today())
    freed = sum(p.stat().st_size for p in doomed)
    for p in doomed:
        print(("deleting " if a.apply else "would delete ") + str(p))
        if a.apply:
            p.unlink()
    print(f"kept {len(kept)}, {'deleted' if a.apply else 'would delete'} {len(doomed)}, {freed / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
