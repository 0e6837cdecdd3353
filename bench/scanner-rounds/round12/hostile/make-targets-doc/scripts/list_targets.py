#!/usr/bin/env python3
"""List explicit targets in a Makefile, with any existing ## descriptions."""
import re
import sys

TARGET = re.compile(r'^([a-zA-Z0-9][a-zA-Z0-9_.-]*)\s*:(?!=)([^#]*)(?:##\s*(.*))?$')

path = sys.argv[1] if len(sys.argv) > 1 else 'Makefile'
seen = set()
for line in open(path, encoding='utf-8'):
    m = TARGET.match(line.rstrip('\n'))
    if not m:
        continue
    name, _, desc = m.groups()
    if name.startswith('.') or '%' in name or name in seen:
        continue
    seen.add(name)
    print(f'{name:<20} {desc or "(no description)"}')
