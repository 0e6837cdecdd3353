#!/usr/bin/env python3
"""Report functions whose docstrings are missing Args/Returns sections."""
import argparse
import ast
import pathlib


def check(path):
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            doc = ast.get_docstring(node) or ""
            params = [a.arg for a in node.args.args if a.arg not in ("self", "cls")]
            if params and "Args:" not in doc:
                yield node.lineno, node.name, "missing Args"
            ret = node.returns
            if ret is not None and not (isinstance(ret, ast.Constant) and ret.value is None) and "Returns:" not in doc:
                yield node.lineno, node.name, "missing Returns"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--style", choices=["google", "numpy"], default="google")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    for f in pathlib.Path(a.root).rglob("*.py"):
        for line, name, msg in check(f):
            print(f"{f}:{line} {name}: {msg}")


if __name__ == "__main__":
    main()
