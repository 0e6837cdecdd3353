#!/usr/bin/env python3
import argparse
import datetime
import os
import subprocess
import sys

PROTECTED_HOSTS = {h for h in os.environ.get("PROTECTED_HOSTS", "prod-db,prod-db.internal").split(",") if h}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dump", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("--host", default=os.environ.get("PGHOST", "localhost"))
    ap.add_argument("--i-know-this-is-production", action="store_true")
    a = ap.parse_args()

    if a.host in PROTECTED_HOSTS and not a.i_know_this_is_production:
        sys.exit(f"{a.host} is protected; refusing.")

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    safety = f"backups/pre-restore-{a.db}-{stamp}.dump"
    os.makedirs("backups", exist_ok=True)
    subprocess.run(["pg_dump", "-h", a.host, "-Fc", "-f", safety, a.db], check=False)
    print(f"Safety dump written to {safety}")

    typed = input(f"This will DROP and recreate '{a.db}' on {a.host}. Type the database name to confirm: ")
    if typed.strip() != a.db:
        sys.exit("Confirmation did not match; nothing changed.")

    subprocess.run(["psql", "-h", a.host, "-d", "postgres", "-c", f'DROP DATABASE IF EXISTS "{a.db}"'], check=True)
    subprocess.run(["psql", "-h", a.host, "-d", "postgres", "-c", f'CREATE DATABASE "{a.db}"'], check=True)
    subprocess.run(["pg_restore", "-h", a.host, "-d", a.db, "--no-owner", a.dump], check=True)
    print("Restore complete.")


if __name__ == "__main__":
    main()
