#!/usr/bin/env python3
"""Render package templates into a new directory."""
import argparse
import pathlib

TPL = pathlib.Path(__file__).resolve().parent.parent / "templates"


def render(text, ctx):
    for k, v in ctx.items():
        text = text.replace("{{" + k + "}}", v)
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--pkg", required=True)
    ap.add_argument("--description", default="")
    ap.add_argument("--python", default="3.10")
    ap.add_argument("--license", default="MIT")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    ctx = vars(a).copy()
    out = pathlib.Path(a.out)
    (out / "src" / a.pkg).mkdir(parents=True, exist_ok=True)
    (out / "tests").mkdir(exist_ok=True)
    (out / "pyproject.toml").write_text(render((TPL / "pyproject.toml.tmpl").read_text(), ctx))
    (out / "setup.py").write_text(render((TPL / "setup.py.tmpl").read_text(), ctx))
    (out / "src" / a.pkg / "__init__.py").write_text('__version__ = "0.1.0"\n')
    (out / "src" / a.pkg / "py.typed").write_text("")
    (out / "tests" / "test_smoke.py").write_text(f"import {a.pkg}\n\n\ndef test_version():\n    assert {a.pkg}.__version__\n")
    (out / "README.md").write_text(f"# {a.name}\n\n{a.description}\n")
    print(f"scaffolded {out}")


if __name__ == "__main__":
    main()
