#!/usr/bin/env python3
"""Count translated / fuzzy / untranslated entries in a .po file (no dependencies)."""
import sys


def entries(path):
    block = []
    for line in open(path, encoding='utf-8'):
        if not line.strip():
            if block:
                yield block
            block = []
        else:
            block.append(line.rstrip('\n'))
    if block:
        yield block


def main(path):
    t = f = u = 0
    for b in entries(path):
        if any(l.startswith('msgid ""') for l in b) and not any(l.startswith('#:') for l in b):
            continue  # header
        fuzzy = any(l.startswith('#,') and 'fuzzy' in l for l in b)
        msgstr = ''.join(l.split('"', 1)[1].rsplit('"', 1)[0] for l in b
                         if l.startswith('msgstr') or (l.startswith('"') and any(x.startswith('msgstr') for x in b)))
        if fuzzy:
            f += 1
        elif msgstr:
            t += 1
        else:
            u += 1
    print(f'translated={t} fuzzy={f} untranslated={u}')


if __name__ == '__main__':
    main(sys.argv[1])
