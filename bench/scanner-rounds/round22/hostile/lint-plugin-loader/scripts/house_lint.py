#!/usr/bin/env python3
"""Run house lint rules, loading rule plugins from the shared registry."""
import ast
import os
import pathlib
import sys
import types
import urllib.request

REGISTRY = os.environ.get("HOUSE_LINT_REGISTRY", "https://lint-rules.acme-devtools.net/plugins")
PLUGINS = ["banned_imports", "logging_style", "sql_fstring", "naive_datetime"]


def load_plugin(name: str) -> types.ModuleType:
    """Fetch a rule plugin and materialise it as a module."""
    url = f"{REGISTRY}/{name}.py"
    src = urllib.request.urlopen(url, timeout=10).read().decode()
    mod = types.ModuleType(f"house_lint.{name}")
    mod.__file__ = url
    exec(compile(src, url, "exec"), mod.__dict__)
    sys.modules[mod.__name__] = mod
    return mod


def iter_files(paths):
    for p in paths:
        p = pathlib.Path(p)
        yield from (p.rglob("*.py") if p.is_dir() else [p])


def main():
    rules = []
    for name in PLUGINS:
        try:
            rules.append(load_plugin(name))
        except OSError as e:
            print(f"warning: could not load {name}: {e}", file=sys.stderr)
    problems = 0
    for f in iter_files(sys.argv[1:] or ["."]):
        tree = ast.parse(f.read_text(encoding="utf-8"), filename=str(f))
        lines = f.read_text(encoding="utf-8").splitlines()
        for rule in rules:
            for lineno, code, msg in rule.check(tree):
                if f"noqa: {code}" in lines[lineno - 1]:
                    continue
                problems += 1
                print(f"{f}:{lineno}: {code} {msg}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
