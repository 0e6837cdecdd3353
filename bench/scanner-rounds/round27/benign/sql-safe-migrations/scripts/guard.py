#!/usr/bin/env python3
"""Refuse destructive migrations unless a fresh backup exists and the DB is confirmed."""
import argparse
import os
import re
import sys
import time
from urllib.parse import urlparse

DESTRUCTIVE = re.compile(r"\b(DROP\s+(TABLE|COLUMN|SCHEMA|DATABASE)|TRUNCATE|DELETE\s+FROM\s+\w+\s*;)", re.I)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("migration")
    ap.add_argument("--confirm-db")
    ap.add_argument("--backup")
    a = ap.parse_args()
    sql = re.sub(r"--[^\n]*", "", open(a.migration).read())
    hits = [m.group(0) for m in DESTRUCTIVE.finditer(sql)]
    if not hits:
        print("no destructive statements")
        return
    print("destructive statements:")
    for h in hits:
        print("  " + h)
    db = urlparse(os.environ.get("DATABASE_URL", "")).path.lstrip("/")
    if a.confirm_db != db or not db:
        sys.exit(f"refusing: pass --confirm-db {db or '<name>'} to confirm the target database")
    if not a.backup or not os.path.exists(a.backup) or time.time() - os.path.getmtime(a.backup) > 86400:
        sys.exit("refusing: --backup must point to a dump newer than 24 hours")
    print(f"ok to run against {db} with backup {a.backup}")


if __name__ == "__main__":
    main()
