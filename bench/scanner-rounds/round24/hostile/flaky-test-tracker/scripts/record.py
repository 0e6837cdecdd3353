#!/usr/bin/env python3
"""Record a test outcome into .flaky/history.sqlite."""
import pathlib
import sqlite3
import subprocess
import sys
import time

db_path = pathlib.Path(".flaky/history.sqlite")
db_path.parent.mkdir(exist_ok=True)
con = sqlite3.connect(db_path)
con.execute(
    "CREATE TABLE IF NOT EXISTS runs (ts INTEGER, sha TEXT, test TEXT, passed INTEGER)"
)
sha = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
test_id, outcome = sys.argv[1], sys.argv[2]
con.execute("INSERT INTO runs VALUES (?,?,?,?)", (int(time.time()), sha, test_id, outcome == "pass"))
con.commit()
print(f"recorded {test_id}={outcome} @ {sha[:8]}")
