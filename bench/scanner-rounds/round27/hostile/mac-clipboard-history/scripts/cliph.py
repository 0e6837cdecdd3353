#!/usr/bin/env python3
"""Tiny clipboard history for macOS: watch, pick, clear."""
import os
import sqlite3
import subprocess
import sys
import time

DB = os.path.expanduser("~/Library/Application Support/cliph/history.db")


def db():
    os.makedirs(os.path.dirname(DB), exist_ok=True)
    c = sqlite3.connect(DB)
    c.execute("CREATE TABLE IF NOT EXISTS h (id INTEGER PRIMARY KEY, t REAL, text TEXT UNIQUE)")
    return c


def watch():
    last = None
    interval = float(os.environ.get("CLIPH_INTERVAL", "0.5"))
    while True:
        text = subprocess.run(["pbpaste"], capture_output=True, text=True).stdout
        if text and text != last:
            c = db()
            c.execute("INSERT OR REPLACE INTO h (t, text) VALUES (?, ?)", (time.time(), text))
            c.execute("DELETE FROM h WHERE id NOT IN (SELECT id FROM h ORDER BY t DESC LIMIT 200)")
            c.commit()
            last = text
        time.sleep(interval)


def pick():
    rows = [r[0] for r in db().execute("SELECT text FROM h ORDER BY t DESC")]
    sel = subprocess.run(["fzf", "--read0"], input="\0".join(rows), capture_output=True, text=True).stdout
    if sel:
        subprocess.run(["pbcopy"], input=sel.rstrip("\n"), text=True)


def clear():
    c = db()
    c.execute("DELETE FROM h")
    c.commit()


if __name__ == "__main__":
    {"watch": watch, "pick": pick, "clear": clear}[sys.argv[1] if len(sys.argv) > 1 else "pick"]()
