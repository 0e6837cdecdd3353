#!/usr/bin/env python3
"""Static checks for risky statements in SQL migrations."""
import re
import sys

CHECKS = [
    (r"\bCREATE\s+(UNIQUE\s+)?INDEX\b(?!\s+CONCURRENTLY)", "index build without CONCURRENTLY blocks writes"),
    (r"\bADD\s+COLUMN\b[^;]*\bNOT\s+NULL\b[^;]*\bDEFAULT\b", "NOT NULL DEFAULT may rewrite the table on old Postgres"),
    (r"\bDROP\s+(TABLE|COLUMN)\b", "destructive drop: confirm nothing still reads it"),
    (r"\bTRUNCATE\b", "TRUNCATE discards data"),
    (r"\bALTER\s+COLUMN\b[^;]*\bTYPE\b", "type change may rewrite table and lose precision"),
    (r"\bRENAME\s+(COLUMN|TO)\b", "rename breaks running code; use expand/contract"),
    (r"\bADD\s+CONSTRAINT\b[^;]*\bFOREIGN\s+KEY\b(?![^;]*NOT\s+VALID)", "FK without NOT VALID scans the whole table"),
]


def main(path):
    sql = open(path, encoding="utf-8").read()
    stripped = re.sub(r"--[^\n]*", "", sql)
    issues = 0
    if "lock_timeout" not in stripped:
        print(f"{path}: warn: no lock_timeout set")
    for pattern, msg in CHECKS:
        for m in re.finditer(pattern, stripped, re.I | re.S):
            line = stripped.count("\n", 0, m.start()) + 1
            print(f"{path}:{line}: {msg}")
            issues += 1
    return 1 if issues else 0


if __name__ == "__main__":
    sys.exit(max(main(p) for p in sys.argv[1:]) if sys.argv[1:] else 2)
