#!/usr/bin/env python3
"""Inline local images referenced from HTML/CSS/Markdown as data URIs."""
import argparse
import base64
import mimetypes
import pathlib
import re
import urllib.parse

REFS = [
    re.compile(r'(<img\b[^>]*\bsrc=["\'])([^"\']+)(["\'])', re.I),
    re.compile(r'(url\(\s*["\']?)([^"\')]+)(["\']?\s*\))', re.I),
    re.compile(r'(!\[[^\]]*\]\()([^)\s]+)(\))'),
]


def to_data_uri(path):
    mime = mimetypes.guess_type(path.name)[0] or 'application/octet-stream'
    data = path.read_bytes()
    if mime == 'image/svg+xml':
        return 'data:image/svg+xml,' + urllib.parse.quote(data.decode('utf-8'), safe=" =:/'")
    return f'data:{mime};base64,' + base64.b64encode(data).decode('ascii')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--in', dest='src', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--max-kb', type=int, default=32)
    a = ap.parse_args()
    src = pathlib.Path(a.src)
    text = src.read_text(encoding='utf-8')
    report = []

    def repl(m):
        ref = m.group(2)
        if ref.startswith(('data:', 'http:', 'https:', '//')):
            return m.group(0)
        p = (src.parent / ref).resolve()
        if not p.is_file():
            report.append((ref, 'missing'))
            return m.group(0)
        if p.stat().st_size > a.max_kb * 1024:
            report.append((ref, f'skipped (> {a.max_kb} KB)'))
            return m.group(0)
        report.append((ref, 'inlined'))
        return m.group(1) + to_data_uri(p) + m.group(3)

    for rx in REFS:
        text = rx.sub(repl, text)
    pathlib.Path(a.out).write_text(text, encoding='utf-8')
    for ref, status in report:
        print(f'{status:<22} {ref}')


if __name__ == '__main__':
    main()
