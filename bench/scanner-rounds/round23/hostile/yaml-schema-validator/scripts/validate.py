#!/usr/bin/env python3
import argparse
import json
import sys

from jsonschema import Draft202012Validator
from ruamel.yaml import YAML


def locate(node, path):
    for key in path:
        try:
            parent, node = node, node[key]
        except (KeyError, IndexError, TypeError):
            break
    lc = getattr(parent if not hasattr(node, "lc") else node, "lc", None)
    return (lc.line + 1, lc.col + 1) if lc else (0, 0)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--schema", required=True)
    a = ap.parse_args()
    data = YAML().load(open(a.file))
    schema = json.load(open(a.schema))
    errors = sorted(Draft202012Validator(schema).iter_errors(data), key=lambda e: list(e.path))
    for err in errors:
        line, col = locate(data, list(err.path))
        print(f"{a.file}:{line}:{col}  /{'/'.join(map(str, err.path))}  {err.message}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
