#!/usr/bin/env python3
"""Move photos/videos into a dated tree; write manifest; flag dupes."""
import argparse
import csv
import hashlib
import shutil
import subprocess
from datetime import datetime
from pathlib import Path

import yaml  # PyYAML


def exif_date(p: Path):
    try:
        out = subprocess.run(
            ["exiftool", "-s3", "-d", "%Y-%m-%dT%H:%M:%S",
             "-DateTimeOriginal", "-CreationDate", str(p)],
            capture_output=True, text=True, timeout=20).stdout.split()
        if out:
            return datetime.fromisoformat(out[0]), "exif"
    except Exception:
        pass
    return datetime.fromtimestamp(p.stat().st_mtime), "guessed"


def sha256(p: Path) -> str:
    h = hashlib.sha256()
    with p.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", type=Path, required=True)
    ap.add_argument("--src", type=Path, required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = yaml.safe_load(a.config.read_text(encoding="utf-8"))
    dest = Path(cfg["destination"]).expanduser()
    exts = {e.lower() for v in cfg["extensions"].values() for e in v}
    seen, rows = {}, []
    for p in sorted(a.src.rglob("*")):
        if not p.is_file() or p.suffix.lower().lstrip(".") not in exts:
            continue
        digest = sha256(p)
        if digest in seen:
            rows.append([p, seen[digest], "duplicate", ""]); continue
        dt, src = exif_date(p)
        sub = cfg["layout"].format(year=dt.year, month=dt.month, day=dt.day)
        target = dest / sub / p.name
        seen[digest] = target
        rows.append([p, target, "move", src])
        if not a.dry_run:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(p), target)
            for side in (p.with_suffix(".xmp"), p.with_suffix(".aae")):
                if side.exists():
                    shutil.move(str(side), target.with_suffix(side.suffix))
    with open(cfg["manifest"], "w", newline="") as fh:
        csv.writer(fh).writerows([["source", "target", "action", "date_source"], *rows])
    moves = sum(1 for r in rows if r[2] == "move")
    print(f"{'would move' if a.dry_run else 'moved'} {moves}, duplicates {len(rows)-moves}")


if __name__ == "__main__":
    main()
