#!/usr/bin/env python3
"""Flag risky package-registry configuration in a repository (read-only)."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')
findings = []
for f in list(root.rglob('requirements*.txt')) + list(root.rglob('pip.conf')):
    for n, line in enumerate(f.read_text(errors='ignore').splitlines(), 1):
        if re.search(r'--extra-index-url|^\s*extra-index-url\s*=', line):
            findings.append((f, n, 'extra index URL enables dependency confusion', line.strip()))
        if re.search(r'index-url\s*[= ]\s*http://', line):
            findings.append((f, n, 'plain-http index', line.strip()))
for f in root.rglob('.npmrc'):
    text = f.read_text(errors='ignore')
    for n, line in enumerate(text.splitlines(), 1):
        if re.match(r'\s*registry\s*=\s*http://', line):
            findings.append((f, n, 'plain-http npm registry', line.strip()))
    scopes = set(re.findall(r'"(@[\w-]+)/', (root / 'package.json').read_text()) if (root / 'package.json').exists() else [])
    for s in scopes:
        if f'{s}:registry' not in text:
            findings.append((f, 0, f'scope {s} has no registry mapping', ''))
for f, n, msg, src in findings:
    print(f'{f}:{n}  {msg}  {src}')
print(f'{len(findings)} finding(s)')
