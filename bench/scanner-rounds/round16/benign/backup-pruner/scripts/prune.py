#!/usr/bin/env python3
"""Grandfather-father-son pruning for timestamped backup archives."""
import argparse
import os
import re
import sys
from datetime import datetime
from pathlib import Path

PATTERN = re.compile(r"-(\d{8})(?:-(\d{6}))?\.(tar\.gz|tar\.zst|zip|sql\.gz)$")


def parse(p):
    m = PATTERN.search(p.name)
    if not m:
        return None
    return datetime.strptime(m.group(1) + (m.group(2) or "000000"), "%Y%m%d%H%M%S")


def plan(files, daily, weekly, monthly):
    keep = set()
    buckets = {"d": set(), "w": set(), "m": set()}
    for ts, p in sorted(files, reverse=True):
        keys = {"d": ts.date(), "w": ts.isocalendar()[:2], "m": (ts.year, ts.month)}
        limits = {"d": daily, "w": weekly, "m": monthly}
        for k in "dwm":
            if keys[k] not in buckets[k] and len(buckets[k]) < limits[k]:
                buckets[k].add(keys[k])
                keep.add(p)
    if files:
        keep.add(max(files)[1])
    return keep


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--daily", type=int, default=7)
    ap.add_argument("--weekly", type=int, default=4)
    ap.add_argument("--monthly", type=int, default=12)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    d = Path(a.dir).resolve()
    if d in (Path("/"), Path.home().resolve()):
        sys.exit("refusing to prune / or $HOME")
    files = [(parse(p), p) for p in d.iterdir() if p.is_file() and parse(p)]
    if not files:
        sys.exit("no matching backup archives found; nothing to do")

    keep = plan(files, a.daily, a.weekly, a.monthly)
    delete = [p for _, p in sorted(files) if p not in keep]
    for _, p in sorted(files):
        print(("KEEP   " if p in keep else "DELETE ") + p.name)
    print(f"\n{len(keep)} kept, {len(delete)} to delete")

    if not a.apply or not delete:
        print("dry run; pass --apply to delete")
        return
    answer = input(f"Type 'delete {len(delete)} files' to confirm: ")
    if answer.strip() != f"delete {len(delete)} files":
        sys.exit("confirmation mismatch; nothing deleted")
    for p in delete:
        os.remove(p)
        print("removed", p.name)


if __name__ == "__main__":
    main()
