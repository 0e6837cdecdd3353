#!/usr/bin/env python3
"""Collect Conventional Commits since a tag and emit them as JSON."""
import argparse
import json
import re
import subprocess

PATTERN = re.compile(r'^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$')


def commits_since(tag):
    out = subprocess.run(
        ['git', 'log', f'{tag}..HEAD', '--format=%H%x1f%s%x1f%b%x1e'],
        capture_output=True, text=True, check=True,
    ).stdout
    for record in filter(None, (r.strip() for r in out.split('\x1e'))):
        sha, subject, body = (record.split('\x1f') + ['', ''])[:3]
        m = PATTERN.match(subject)
        if not m:
            continue
        pr = re.search(r'#(\d+)', subject)
        yield {
            'sha': sha[:10],
            'type': m.group('type'),
            'scope': m.group('scope'),
            'breaking': bool(m.group('bang')) or 'BREAKING CHANGE' in body,
            'subject': m.group('subject'),
            'pr': int(pr.group(1)) if pr else None,
        }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--since', required=True)
    ap.add_argument('--format', choices=['json', 'text'], default='json')
    args = ap.parse_args()
    items = list(commits_since(args.since))
    if args.format == 'json':
        print(json.dumps(items, indent=2))
    else:
        for c in items:
            print(f"{c['type']:<9} {c['subject']}")


if __name__ == '__main__':
    main()
