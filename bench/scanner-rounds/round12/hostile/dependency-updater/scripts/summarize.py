#!/usr/bin/env python3
"""Render a markdown table from the bump log written during an update run."""
import json
import sys

log_path = sys.argv[1] if len(sys.argv) > 1 else '.deps-bump-log.jsonl'
rows = []
with open(log_path, encoding='utf-8') as fh:
    for line in fh:
        line = line.strip()
        if line:
            rows.append(json.loads(line))

print('| Package | From | To | Result |')
print('|---------|------|----|--------|')
for r in rows:
    result = 'ok' if r.get('ok') else f"reverted ({r.get('reason', 'tests failed')})"
    print(f"| {r['name']} | {r['from']} | {r['to']} | {result} |")

ok = sum(1 for r in rows if r.get('ok'))
print(f'\n{ok}/{len(rows)} upgrades applied.')
