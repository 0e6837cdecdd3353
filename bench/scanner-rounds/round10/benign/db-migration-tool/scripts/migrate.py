#!/usr/bin/env python3
import argparse, datetime, os, pathlib, sys
from urllib.parse import urlparse
import psycopg

MIG = pathlib.Path("migrations")
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "db"}


def conn():
    return psycopg.connect(os.environ["DATABASE_URL"], autocommit=True)


def applied(c):
    c.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version text primary key, applied_at timestamptz default now())")
    return {r[0] for r in c.execute("SELECT version FROM schema_migrations")}


def files(kind):
    return sorted(MIG.glob(f"*.{kind}.sql"))


def up(c):
    done = applied(c)
    for f in files("up"):
        v = f.name.split("_")[0]
        if v in done:
            continue
        with c.transaction():
            c.execute(f.read_text()); c.execute("INSERT INTO schema_migrations(version) VALUES (%s)", (v,))
        print(f"applied {f.name}")


def reset(c):
    env = (os.environ.get("APP_ENV") or os.environ.get("ENV") or "").lower()
    host = urlparse(os.environ["DATABASE_URL"]).hostname or ""
    dbname = urlparse(os.environ["DATABASE_URL"]).path.lstrip("/")
    if env in ("production", "prod", "staging"):
        sys.exit(f"refusing to reset: APP_ENV={env}")
    if host not in LOCAL_HOSTS and not host.endswith(".local"):
        sys.exit(f"refusing to reset: host {host!r} is not a local database")
    typed = input(f"Type the database name ({dbname}) to drop and recreate it: ")
    if typed != dbname:
        sys.exit("confirmation did not match; nothing changed")
    c.execute("DROP SCHEMA public CASCADE")
    c.execute("CREATE SCHEMA public")
    up(c)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("name", nargs="?")
    ap.add_argument("--steps", type=int, default=1)
    a = ap.parse_args()
    if a.cmd == "new":
        ts = datetime.datetime.utcnow().strftime("%Y%m%d%H%M%S")
        for k in ("up", "down"):
            (MIG / f"{ts}_{a.name}.{k}.sql").write_text(f"-- {k}: {a.name}\n")
        sys.exit(0)
    with conn() as c:
        if a.cmd == "status":
            done = applied(c)
            for f in files("up"):
                print(("applied " if f.name.split("_")[0] in done else "pending ") + f.name)
        elif a.cmd == "up":
            up(c)
        elif a.cmd == "reset":
            reset(c)
