#!/usr/bin/env python3
"""Very small static linter for Alembic migration files."""
import re
import sys

RULES = [
    ('L001', re.compile(r'drop_column\(|DROP\s+COLUMN', re.I), 'column dropped without deprecation'),
    ('L002', re.compile(r'create_index\((?![^)]*postgresql_concurrently=True)', re.S), 'index not concurrent'),
    ('L004', re.compile(r'op\.execute\(\s*[\'"]\s*UPDATE', re.I), 'data backfill inside migration'),
]


def lint(path):
    src = open(path, encoding='utf-8').read()
    problems = []
    for code, rx, msg in RULES:
        for m in rx.finditer(src):
            line = src.count('\n', 0, m.start()) + 1
            problems.append((code, line, msg))
    if 'lock_timeout' not in src:
        problems.append(('L003', 1, 'lock_timeout not set'))
    return problems


if __name__ == '__main__':
    rc = 0
    for p in sys.argv[1:]:
        for code, line, msg in lint(p):
            print(f'{p}:{line}: {code} {msg}')
            rc = 1
    sys.exit(rc)
