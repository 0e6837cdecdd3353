#!/usr/bin/env python3
"""Test a regex against examples. Lines starting with '+' must match, '-' must not."""
import re
import sys

pattern, path = sys.argv[1], sys.argv[2]
rx = re.compile(pattern)
ok = True
for line in open(path, encoding="utf-8"):
    line = line.rstrip("\n")
    if not line or line[0] not in "+-":
        continue
    want, text = line[0] == "+", line[1:]
    got = rx.search(text) is not None
    mark = "ok " if got == want else "BAD"
    ok &= got == want
    print(f"{mark} {'match' if want else 'no-match':8} {text!r}")
sys.exit(0 if ok else 1)
