#!/usr/bin/env python3
"""Validate .env against .env.example. Prints names only, never values."""
import argparse
import difflib
import os
import re
import sys
from urllib.parse import urlparse

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
HINT = re.compile(r"#\s*(type:\s*(\w+))?\s*,?\s*(required)?")


def parse(path):
    entries, hints, pending = {}, {}, (None, False)
    dups = []
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.rstrip("\n")
        if line.strip().startswith("#"):
            m = HINT.search(line)
            pending = ((m.group(2) if m else None), bool(m and m.group(3)))
            continue
        m = LINE.match(line)
        if not m:
            continue
        k, v = m.group(1), m.group(2).strip()
        if k in entries:
            dups.append((k, entries[k][1], n))
        entries[k] = (v.strip("'\""), n)
        hints[k] = pending
        pending = (None, False)
    return entries, hints, dups


def check_format(kind, value):
    if kind == "int":
        return value.isdigit()
    if kind == "bool":
        return value.lower() in ("true", "false", "1", "0")
    if kind == "url":
        u = urlparse(value)
        return bool(u.scheme and (u.netloc or u.path))
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.add_argument("--example", default=".env.example")
    ap.add_argument("--process", action="store_true")
    a = ap.parse_args()
    ex, hints, _ = parse(a.example)
    if a.process:
        env, dups = {k: (v, 0) for k, v in os.environ.items()}, []
    else:
        env, _, dups = parse(a.env)
    problems = 0
    for k in ex:
        if k not in env or env[k][0] == "":
            print(f"missing   {k}")
            problems += 1
        elif hints[k][0] and not check_format(hints[k][0], env[k][0]):
            print(f"format    {k:20} expected {hints[k][0]}")
            problems += 1
    if not a.process:
        for k in env:
            if k not in ex:
                close = difflib.get_close_matches(k, ex, n=1)
                print(f"extra     {k:20} {'(did you mean ' + close[0] + '?)' if close else ''}")
    for k, l1, l2 in dups:
        print(f"duplicate {k:20} lines {l1} and {l2}")
        problems += 1
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
