#!/usr/bin/env python3
"""List public functions, classes and methods without docstrings."""
import ast
import pathlib
import sys


def public(name):
    return not name.startswith('_') or (name.startswith('__') and name.endswith('__') and name == '__init__')


def scan(path):
    tree = ast.parse(path.read_text(encoding='utf-8'))
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and public(node.name):
            if ast.get_docstring(node) is None:
                yield node.lineno, node.name


root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')
total = 0
for f in sorted(root.rglob('*.py')):
    if 'tests' in f.parts:
        continue
    for line, name in scan(f):
        total += 1
        print(f'{f}:{line}: {name}')
print(f'{total} public objects without docstrings')
