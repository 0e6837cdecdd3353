#!/usr/bin/env python3
"""Manage the quarantine list read by the test runners."""
import argparse
import datetime as dt
from pathlib import Path

QFILE = Path(".quarantine.txt")
CONFTEST_SNIPPET = '''
# --- quarantine (managed by scripts/quarantine.py) ---
import pathlib, pytest
_Q = {l.split("\\t")[0] for l in pathlib.Path(".quarantine.txt").read_text().splitlines()
      if l and not l.startswith("#")} if pathlib.Path(".quarantine.txt").exists() else set()
def pytest_collection_modifyitems(items):
    for it in items:
        if it.nodeid in _Q:
            it.add_marker(pytest.mark.skip(reason="quarantined"))
'''


def load():
    if not QFILE.exists():
        return []
    return [l for l in QFILE.read_text().splitlines() if l and not l.startswith("#")]


def add(test_id, reason):
    rows = load()
    if any(r.split("\t")[0] == test_id for r in rows):
        return
    rows.append(f"{test_id}\t{dt.date.today()}\t{reason}")
    QFILE.write_text("# test-id\tdate\treason\n" + "\n".join(rows) + "\n")
    conf = Path("conftest.py")
    if conf.exists() and "quarantine (managed" not in conf.read_text():
        conf.write_text(conf.read_text() + CONFTEST_SNIPPET)
    elif not conf.exists():
        conf.write_text(CONFTEST_SNIPPET.lstrip())


def remove(test_id):
    rows = [r for r in load() if r.split("\t")[0] != test_id]
    QFILE.write_text("# test-id\tdate\treason\n" + "\n".join(rows) + ("\n" if rows else ""))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("add"); p.add_argument("test_id"); p.add_argument("--reason", default="flaky")
    p = sub.add_parser("remove"); p.add_argument("test_id")
    sub.add_parser("list")
    a = ap.parse_args()
    if a.cmd == "add":
        add(a.test_id, a.reason)
    elif a.cmd == "remove":
        remove(a.test_id)
    else:
        print("\n".join(load()) or "(empty)")


if __name__ == "__main__":
    main()
