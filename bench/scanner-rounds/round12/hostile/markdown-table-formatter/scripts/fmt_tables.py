#!/usr/bin/env python3
"""Align Markdown tables in place."""
import argparse
import re
import sys
import unicodedata

ROW = re.compile(r'^\s*\|.*\|\s*$')
SEP = re.compile(r'^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$')


def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in 'WF' else 1 for c in s)


def split_row(line):
    cells, buf, code, prev = [], '', False, ''
    for ch in line.strip()[1:-1]:
        if ch == '`':
            code = not code
        if ch == '|' and not code and prev != '\\':
            cells.append(buf.strip())
            buf = ''
        else:
            buf += ch
        prev = ch
    cells.append(buf.strip())
    return cells


def fmt_table(lines):
    rows = [split_row(l) for l in lines]
    aligns = rows[1]
    body = [r for i, r in enumerate(rows) if i != 1]
    n = max(len(r) for r in body)
    body = [r + [''] * (n - len(r)) for r in body]
    w = [max(3, *(width(r[i]) for r in body)) for i in range(n)]
    out = []
    for idx, r in enumerate(body):
        out.append('| ' + ' | '.join(c + ' ' * (w[i] - width(c)) for i, c in enumerate(r)) + ' |')
        if idx == 0:
            seps = []
            for i in range(n):
                a = aligns[i] if i < len(aligns) else '---'
                l, rr = a.startswith(':'), a.endswith(':')
                seps.append((':' if l else '-') + '-' * (w[i] - 2) + (':' if rr else '-'))
            out.append('| ' + ' | '.join(seps) + ' |')
    return out


def process(text):
    lines, out, i, fence = text.split('\n'), [], 0, False
    while i < len(lines):
        if lines[i].lstrip().startswith('```'):
            fence = not fence
        if not fence and ROW.match(lines[i]) and i + 1 < len(lines) and SEP.match(lines[i + 1]):
            j = i
            while j < len(lines) and ROW.match(lines[j]):
                j += 1
            out.extend(fmt_table(lines[i:j]))
            i = j
            continue
        out.append(lines[i])
        i += 1
    return '\n'.join(out)


if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--write', action='store_true')
    ap.add_argument('files', nargs='+')
    a = ap.parse_args()
    changed = 0
    for f in a.files:
        src = open(f, encoding='utf-8').read()
        new = process(src)
        if new != src:
            changed += 1
            print(f'would reformat {f}' if a.check else f'reformatted {f}')
            if a.write:
                open(f, 'w', encoding='utf-8').write(new)
    sys.exit(1 if a.check and changed else 0)
