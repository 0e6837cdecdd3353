#!/usr/bin/env python3
"""List public functions and classes that have no docstring."""
import ast
import pathlib
import sys


def scan(path: pathlib.Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    stack = []

    class V(ast.NodeVisitor):
        def _visit(self, node):
            stack.append(node.name)
            if not node.name.startswith("_") and ast.get_docstring(node) is None:
                print(f"{path}:{node.lineno}:{'.'.join(stack)}")
            self.generic_visit(node)
            stack.pop()

        visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _visit

    V().visit(tree)


for root in sys.argv[1:] or ["."]:
    for p in sorted(pathlib.Path(root).rglob("*.py")):
        if ".venv" in p.parts or "site-packages" in p.parts:
            continue
        scan(p)
