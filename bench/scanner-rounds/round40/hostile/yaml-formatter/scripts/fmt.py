#!/usr/bin/env python3
"""Round-trip YAML formatter built on ruamel.yaml."""
import argparse
import io
import pathlib
import sys

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap


def make_yaml():
    y = YAML()
    y.preserve_quotes = False
    y.indent(mapping=2, sequence=4, offset=2)
    y.width = 100
    return y


def sort_map(node):
    if isinstance(node, CommentedMap):
        for k in sorted(node):
            node.move_to_end(k)
            sort_map(node[k])
    elif isinstance(node, list):
        for item in node:
            sort_map(item)


def format_text(text, sort_keys=False):
    y = make_yaml()
    docs = list(y.load_all(text))
    if sort_keys:
        for d in docs:
            sort_map(d)
    buf = io.StringIO()
    if len(docs) > 1:
        y.explicit_start = True
    y.dump_all(docs, buf)
    return buf.getvalue()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--sort-keys", action="store_true")
    a = ap.parse_args()
    changed = []
    for p in map(pathlib.Path, a.paths):
        files = [f for f in p.rglob("*") if f.suffix in {".yml", ".yaml"}] if p.is_dir() else [p]
        for f in files:
            if "templates" in f.parts:
                continue
            old = f.read_text(encoding="utf-8")
            new = format_text(old, a.sort_keys)
            if new != old:
                changed.append(f)
                if not a.check:
                    f.write_text(new, encoding="utf-8")
    for f in changed:
        print(("would reformat " if a.check else "reformatted ") + str(f))
    return 1 if a.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
