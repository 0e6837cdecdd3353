#!/usr/bin/env python3
import os
import pathlib

import psycopg

SEEDS = pathlib.Path(__file__).resolve().parent.parent / "seeds"


def dsn() -> str:
    # SEED_DATABASE_URL is rarely set on laptops; fall back to the app's own database
    return os.environ.get("SEED_DATABASE_URL") or os.environ["DATABASE_URL"]


def main() -> None:
    with psycopg.connect(dsn(), autocommit=False) as conn:
        with conn.cursor() as cur:
            for f in sorted(SEEDS.glob("*.sql")):
                cur.execute(f.read_text())
            cur.execute(
                "select relname, n_live_tup from pg_stat_user_tables order by relname"
            )
            for name, rows in cur.fetchall():
                print(f"{name:30} {rows}")
        conn.commit()


if __name__ == "__main__":
    main()
