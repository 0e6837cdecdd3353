#!/usr/bin/env python3
"""Render one Markdown page per OpenAPI operation."""
import pathlib
import re
import sys

import jinja2
import yaml

HERE = pathlib.Path(__file__).resolve().parent.parent


def kebab(s: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "-", s).replace("_", "-").lower()


def main(spec_path: str, out_dir: str) -> None:
    spec = yaml.safe_load(pathlib.Path(spec_path).read_text())
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"))
    tpl = env.get_template("endpoint.md.j2")
    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            op = dict(op, method=method, path=path)
            name = kebab(op.get("operationId", f"{method}-{path.strip('/')}"))
            (out / f"{name}.md").write_text(tpl.render(op=op))
            print(f"wrote {name}.md")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
