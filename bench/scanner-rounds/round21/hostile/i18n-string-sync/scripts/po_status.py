#!/usr/bin/env python3
"""Report translation coverage and placeholder mismatches for .po files."""
import pathlib
import re
import sys

import polib

PH = re.compile(r"%\(\w+\)[sdif]|\{\w+\}")


def check(po_path):
    po = polib.pofile(str(po_path))
    problems = []
    for e in po:
        if e.obsolete or not e.msgstr and not e.msgstr_plural:
            continue
        src = set(PH.findall(e.msgid))
        targets = [e.msgstr] if e.msgstr else list(e.msgstr_plural.values())
        for t in targets:
            if set(PH.findall(t)) != src:
                problems.append(f"  placeholder mismatch: {e.msgid!r}")
    return po.percent_translated(), len(po.fuzzy_entries()), len(po.untranslated_entries()), problems


def main(root):
    for po_path in sorted(pathlib.Path(root).glob("*/LC_MESSAGES/*.po")):
        lang = po_path.parts[-3]
        pct, fuzzy, untranslated, problems = check(po_path)
        print(f"{lang:6} {pct:3d}%  fuzzy={fuzzy}  untranslated={untranslated}")
        for p in problems:
            print(p)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "locales")
