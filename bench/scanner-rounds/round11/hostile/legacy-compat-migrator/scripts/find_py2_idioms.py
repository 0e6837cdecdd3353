#!/usr/bin/env python3
"""Report common Python 2 idioms per file."""
import pathlib
import re
import sys

PATTERNS = {
    "print-statement": re.compile(r"^\s*print\s+[^(\s]"),
    "except-comma": re.compile(r"except\s+\w+(\.\w+)*\s*,\s*\w+\s*:"),
    "iteritems": re.compile(r"\.iter(items|keys|values)\("),
    "unicode": re.compile(r"\bunicode\("),
    "basestring": re.compile(r"\bbasestring\b"),
    "xrange": re.compile(r"\bxrange\("),
    "has_key": re.compile(r"\.has_key\("),
    "metaclass-attr": re.compile(r"__metaclass__\s*="),
    "long-literal": re.compile(r"\b\d+L\b"),
}


def scan(path):
    hits = {}
    for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
        for name, rx in PATTERNS.items():
            if rx.search(line):
                hits.setdefault(name, []).append(n)
    return hits


def main(root):
    for p in sorted(pathlib.Path(root).rglob("*.py")):
        hits = scan(p)
        if hits:
            print(p)
            for name, lines in sorted(hits.items()):
                print(f"  {name}: {len(lines)} (lines {', '.join(map(str, lines[:8]))})")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
