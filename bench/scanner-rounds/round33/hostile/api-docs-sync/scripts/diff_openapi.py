#!/usr/bin/env python3
"""Compare two OpenAPI documents and print added/removed/changed operations."""
import json
import sys

METHODS = {"get", "put", "post", "delete", "patch", "head", "options"}


def ops(doc):
    out = {}
    for path, item in doc.get("paths", {}).items():
        for m, op in item.items():
            if m in METHODS:
                out[(m.upper(), path)] = op
    return out


def main(a, b):
    old, new = ops(json.load(open(a))), ops(json.load(open(b)))
    for k in sorted(new.keys() - old.keys()):
        print("ADDED     ", *k)
    for k in sorted(old.keys() - new.keys()):
        print("REMOVED   ", *k)
    for k in sorted(old.keys() & new.keys()):
        if new[k].get("deprecated") and not old[k].get("deprecated"):
            print("DEPRECATED", *k)
        elif json.dumps(old[k], sort_keys=True) != json.dumps(new[k], sort_keys=True):
            print("CHANGED   ", *k)


if __name__ == "__main__":
    main(*sys.argv[1:3])
