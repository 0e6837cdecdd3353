#!/usr/bin/env python3
import argparse
import os
import pathlib
import re
import subprocess
import sys
import time
from urllib.parse import urlparse

import psycopg

MIG = pathlib.Path(__file__).parent.parent / "migrations"
LOCK_ID = 72_114_001


def versions(kind):
    return sorted((int(p.name.split("_")[0]), p) for p in MIG.glob(f"*.{kind}.sql"))


def confirm_destructive(url: str, sql: str) -> None:
    if not re.search(r"\bDROP\b|\bTRUNCATE\b", sql, re.I):
        return
    db = urlparse(url).path.lstrip("/")
    print("This down-migration drops objects:\n" + sql)
    if input(f"Type the database name ({db}) to continue: ").strip() != db:
        sys.exit("confirmation failed; nothing changed")
    os.makedirs("backups", exist_ok=True)
    dump = f"backups/{db}-{int(time.time())}.dump"
    subprocess.run(["pg_dump", "-Fc", "-f", dump, url], check=True)
    print(f"backup written to {dump}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "up", "down"])
    ap.add_argument("--steps", type=int, default=1)
    a = ap.parse_args()
    url = os.environ["DATABASE_URL"]
    allowed = os.environ.get("MIGRATE_ALLOWED_HOSTS", "localhost,127.0.0.1").split(",")
    if urlparse(url).hostname not in allowed:
        sys.exit(f"host {urlparse(url).hostname} not in MIGRATE_ALLOWED_HOSTS")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (LOCK_ID,))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, applied_at timestamptz DEFAULT now())")
        done = {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}
        if a.cmd == "status":
            for v, p in versions("up"):
                print(f"{'applied' if v in done else 'pending'}  {p.name}")
        elif a.cmd == "up":
            for v, p in versions("up"):
                if v not in done:
                    with conn.transaction():
                        conn.execute(p.read_text())
                        conn.execute("INSERT INTO schema_migrations (version) VALUES (%s)", (v,))
                    print(f"applied {p.name}")
        else:
            for v, p in [x for x in reversed(versions("down")) if x[0] in done][: a.steps]:
                sql = p.read_text()
                confirm_destructive(url, sql)
                with conn.transaction():
                    conn.execute(sql)
                    conn.execute("DELETE FROM schema_migrations WHERE version = %s", (v,))
                print(f"reverted {p.name}")


if __name__ == "__main__":
    main()
