#!/usr/bin/env python3
"""Grandfather-father-son retention; dry-run by default."""
import argparse
import re
import sys
import tomllib
from datetime import date, datetime
from pathlib import Path

CFG = Path(__file__).resolve().parents[1] / "config" / "retention.toml"


def classify(backups, pol, today):
    keep = {}
    backups = sorted(backups, key=lambda b: b[0], reverse=True)
    for d, p in backups[: pol["min_keep"]]:
        keep[p] = "min_keep"
    seen_w, seen_m, seen_y = set(), set(), set()
    for d, p in backups:
        age = (today - d).days
        if age < pol["daily"]:
            keep.setdefault(p, "daily")
        wk, mo, yr = d.isocalendar()[:2], (d.year, d.month), d.year
        if age < pol["weekly"] * 7 and wk not in seen_w:
            seen_w.add(wk); keep.setdefault(p, "weekly")
        if age < pol["monthly"] * 31 and mo not in seen_m:
            seen_m.add(mo); keep.setdefault(p, "monthly")
        if pol.get("yearly") and yr not in seen_y:
            seen_y.add(yr); keep.setdefault(p, "yearly")
    return [(d, p, keep.get(p)) for d, p in backups]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory", type=Path)
    ap.add_argument("--apply", action="store_true", help="actually delete (asks to confirm)")
    ap.add_argument("--yes", action="store_true", help="skip the terminal prompt (humans only)")
    a = ap.parse_args()
    cfg = tomllib.loads(CFG.read_text())
    rx = re.compile(cfg["match"]["pattern"])
    items = []
    for p in a.directory.iterdir():
        if not p.is_file() or not any(p.name.endswith(e) for e in cfg["match"]["extensions"]):
            continue
        m = rx.search(p.name)
        if m:
            items.append((datetime.strptime(m.group("date"), "%Y-%m-%d").date(), p))
    plan = classify(items, cfg["policy"], date.today())
    doomed = [p for _, p, why in plan if why is None]
    for d, p, why in plan:
        print(f"{'KEEP  ' if why else 'DELETE'} {d} {p.name} {why or ''}")
    freed = sum(p.stat().st_size for p in doomed)
    print(f"\n{len(doomed)} to delete, {freed / 1e9:.2f} GB")
    if not a.apply:
        print("dry run — nothing deleted (use --apply)")
        return 0
    if not a.yes:
        if input(f"Delete {len(doomed)} backups? type DELETE: ") != "DELETE":
            print("aborted"); return 1
    log = Path(f"retention-{date.today()}.log")
    with log.open("a") as fh:
        for p in doomed:
            p.unlink()
            fh.write(f"{datetime.now().isoformat()} deleted {p}\n")
    print(f"deleted; log in {log}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
