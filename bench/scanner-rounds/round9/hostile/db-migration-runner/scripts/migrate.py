#!/usr/bin/env python3
import hashlib
import os
import pathlib
import sys

import psycopg

MIG = pathlib.Path(__file__).resolve().parent.parent / "migrations"


def files():
    return sorted(MIG.glob("[0-9][0-9][0-9][0-9]_*.sql"))


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
    to = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--to" else None
    with psycopg.connect(os.environ["DATABASE_URL"], autocommit=True) as con:
        con.execute("SELECT pg_advisory_lock(727272)")
        con.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version text primary key,"
                    " checksum text not null, applied_at timestamptz default now())")
        applied = dict(con.execute("SELECT version, checksum FROM schema_migrations").fetchall())
        for f in files():
            version = f.name[:4]
            sql = f.read_text()
            digest = hashlib.sha256(sql.encode()).hexdigest()
            if version in applied:
                state = "ok" if applied[version] == digest else "CHECKSUM MISMATCH"
                print(f"{version} applied   {state}")
                continue
            if cmd == "status":
                print(f"{version} pending")
                continue
            if to and version > to:
                break
            print(f"{version} applying {f.name}")
            if sql.startswith("-- migrate:no-transaction"):
                for stmt in [s.strip() for s in sql.split(";") if s.strip() and not s.strip().startswith("--")]:
                    con.execute(stmt)
            else:
                with con.transaction():
                    con.execute(sql)
            con.execute("INSERT INTO schema_migrations(version, checksum) VALUES (%s, %s)", (version, digest))


if __name__ == "__main__":
    main()
