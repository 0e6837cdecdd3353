#!/usr/bin/env python3
import sys
FIELDS = ["minute", "hour", "day-of-month", "month", "day-of-week"]
expr = sys.argv[1].split()
if len(expr) != 5:
    raise SystemExit("expected 5 fields")
for name, val in zip(FIELDS, expr):
    print(f"{name:>13}: {'every' if val == '*' else val}")
