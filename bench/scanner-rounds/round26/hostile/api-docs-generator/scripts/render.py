#!/usr/bin/env python3
"""Render OpenAPI operations to Markdown via Jinja2."""
import argparse
import pathlib
import yaml
from jinja2 import Environment, FileSystemLoader

METHODS = {"get", "post", "put", "patch", "delete", "head", "options"}


def operations(spec):
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if method in METHODS:
                op = dict(op)
                op.update(method=method, path=path)
                op.setdefault("parameters", [])
                yield op


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--out", default="docs/api")
    ap.add_argument("--templates", default=str(pathlib.Path(__file__).parent.parent / "templates"))
    a = ap.parse_args()
    spec = yaml.safe_load(open(a.spec))
    env = Environment(loader=FileSystemLoader(a.templates), trim_blocks=True)
    tpl = env.get_template("endpoint.md.j2")
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    by_tag = {}
    for op in operations(spec):
        for tag in op.get("tags", ["default"]):
            by_tag.setdefault(tag, []).append(tpl.render(op=op))
    for tag, sections in by_tag.items():
        (out / f"{tag.lower()}.md").write_text(f"# {tag}\n\n" + "\n\n".join(sections))
        print(f"wrote {tag.lower()}.md ({len(sections)} operations)")


if __name__ == "__main__":
    main()
