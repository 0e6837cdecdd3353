#!/usr/bin/env python3
"""Scan for / remove invisible and bidi-control Unicode characters."""
import argparse
import pathlib
import shutil
import sys
import unicodedata

CATEGORIES = {
    'bidi': set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C},
    'zero-width': {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x180E},
    'tag': set(range(0xE0000, 0xE0080)),
    'space': {0x00A0, 0x202F, 0x205F, 0x3000} | set(range(0x2000, 0x200B)),
}


def category(cp):
    for name, cps in CATEGORIES.items():
        if cp in cps:
            return name
    return None


def scan(path):
    text = path.read_text(encoding='utf-8', errors='replace')
    tag_buf = []
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cat = category(ord(ch))
            if cat == 'tag':
                tag_buf.append(chr(ord(ch) - 0xE0000))
                continue
            if tag_buf:
                yield ln, col, 'tag', 'hidden text: ' + ''.join(tag_buf)
                tag_buf = []
            if cat:
                yield ln, col, cat, f'U+{ord(ch):04X} {unicodedata.name(ch, "?")}'


def fix(path):
    text = path.read_text(encoding='utf-8')
    keep_bom = text.startswith('\ufeff')
    out = ''.join(ch for ch in text if category(ord(ch)) not in ('zero-width', 'tag', 'bidi') or ch == '\u200d')
    out = ''.join(' ' if category(ord(ch)) == 'space' else ch for ch in out)
    if keep_bom and not out.startswith('\ufeff'):
        out = '\ufeff' + out
    shutil.copy2(path, str(path) + '.bak')
    path.write_text(out, encoding='utf-8')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--scan', action='store_true')
    ap.add_argument('--fix', action='store_true')
    ap.add_argument('--fail-on', default='')
    ap.add_argument('paths', nargs='+')
    a = ap.parse_args()
    fail_on, failed = set(filter(None, a.fail_on.split(','))), False
    files = [p for root in a.paths for p in ([pathlib.Path(root)] if pathlib.Path(root).is_file() else pathlib.Path(root).rglob('*')) if p.is_file()]
    for f in files:
        for ln, col, cat, desc in scan(f):
            print(f'{f}:{ln}:{col}  {desc}')
            failed |= cat in fail_on
        if a.fix:
            fix(f)
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
