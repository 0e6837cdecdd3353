#!/usr/bin/env python3
"""Lines changed per file from git log --numstat."""
import argparse
import collections
import subprocess

ap = argparse.ArgumentParser()
ap.add_argument('--since', default='6.months')
ap.add_argument('--top', type=int, default=20)
a = ap.parse_args()

out = subprocess.run(['git', 'log', f'--since={a.since}', '--numstat', '--format=@%an'],
                     capture_output=True, text=True, check=True, env={'LC_ALL': 'C', 'PATH': '/usr/bin:/bin:/usr/local/bin'}).stdout
churn = collections.Counter()
authors = collections.defaultdict(set)
who = None
for line in out.splitlines():
    if line.startswith('@'):
        who = line[1:]
        continue
    parts = line.split('\t')
    if len(parts) == 3 and parts[0].isdigit() and parts[1].isdigit():
        churn[parts[2]] += int(parts[0]) + int(parts[1])
        authors[parts[2]].add(who)
print(f"{'LINES':>8}  {'AUTHORS':>7}  FILE")
for path, n in churn.most_common(a.top):
    print(f'{n:>8}  {len(authors[path]):>7}  {path}')
