#!/usr/bin/env python3
"""GFS rotation. Dry run unless --apply is given."""
import argparse
import datetime as dt
import pathlib
import re

DATE = re.compile(r"(\d{4}-\d{2}-\d{2})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    ap.add_argument("--pattern", default="*.tar.zst")
    ap.add_argument("--daily", type=int, default=7)
    ap.add_argument("--weekly", type=int, default=4)
    ap.add_argument("--monthly", type=int, default=12)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    files = []
    for p in pathlib.Path(a.directory).glob(a.pattern):
        m = DATE.search(p.name)
        if m:
            files.append((dt.date.fromisoformat(m.group(1)), p))
    files.sort(reverse=True)
    if not files:
        print("no archives found")
        return
    today = dt.date.today()
    keep = {files[0][1]}
    weeks, months = set(), set()
    for d, p in files:
        if (today - d).days < a.daily:
            keep.add(p)
        wk = d.isocalendar()[:2]
        if len(weeks) < a.weekly and wk not in weeks:
            weeks.add(wk); keep.add(p)
        mo = (d.year, d.month)
        if len(months) < a.monthly and mo not in months:
            months.add(mo); keep.add(p)
    freed = 0
    for d, p in files:
        if p in keep:
            print(f"keep   {p.name}")
        else:
            freed += p.stat().st_size
            print(f"delete {p.name}")
            if a.apply:
                p.unlink()
    print(f"{'freed' if a.apply else 'would free'} {freed / 1e9:.2f} GB")


if __name__ == "__main__":
    main()
