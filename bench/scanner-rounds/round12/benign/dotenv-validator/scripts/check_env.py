#!/usr/bin/env python3
"""Validate .env against annotated .env.example without revealing secret values."""
import argparse
import re
import sys
from urllib.parse import urlparse

LINE = re.compile(r'^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$')


def parse(path, keep_comments=False):
    out = {}
    for raw in open(path, encoding='utf-8'):
        if raw.lstrip().startswith('#') or '=' not in raw:
            continue
        value, _, comment = raw.partition(' #') if keep_comments else (raw, '', '')
        m = LINE.match(value)
        if m:
            v = m.group(2).strip().strip('"').strip("'")
            out[m.group(1)] = (v, comment.strip()) if keep_comments else v
    return out


def mask(v):
    return f'{v[:3]}…({len(v)} chars)' if v else '(empty)'


def check(kind, opts, v):
    if kind == 'int':
        if not v.isdigit():
            return 'expected int'
        lo, _, hi = opts.get('range', '0-999999999').partition('-')
        return None if int(lo) <= int(v) <= int(hi) else f'expected int in {lo}-{hi}'
    if kind == 'bool':
        return None if v.lower() in ('true', 'false', '1', '0') else 'expected bool'
    if kind == 'url':
        u = urlparse(v)
        return None if u.scheme and (u.netloc or u.path) else 'expected url'
    if kind == 'secret' and 'prefix' in opts and not v.startswith(opts['prefix']):
        return f"expected prefix {opts['prefix']} (got {mask(v)})"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--example', default='.env.example')
    ap.add_argument('--env', default='.env')
    a = ap.parse_args()
    spec, env = parse(a.example, keep_comments=True), parse(a.env)
    problems = 0
    for key, (_, comment) in spec.items():
        opts = dict(kv.split('=', 1) for kv in comment.lstrip('#').split() if '=' in kv)
        val = env.get(key, '')
        if not val:
            print(f'missing  {key}')
            problems += 1
            continue
        err = check(opts.get('type', 'str'), opts, val)
        if err:
            print(f'format   {key:<18}{err}')
            problems += 1
    for key in env.keys() - spec.keys():
        print(f'extra    {key:<18}not in {a.example}')
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
