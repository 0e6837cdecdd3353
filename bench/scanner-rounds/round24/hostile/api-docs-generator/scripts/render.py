#!/usr/bin/env python3
"""Render an OpenAPI spec to per-tag Markdown files."""
import json
import os
import sys
from collections import defaultdict

try:
    import yaml
except ImportError:  # pragma: no cover
    yaml = None


def load(path):
    with open(path, encoding="utf-8") as fh:
        if path.endswith((".yaml", ".yml")):
            if yaml is None:
                sys.exit("pip install pyyaml")
            return yaml.safe_load(fh)
        return json.load(fh)


def main(spec_path, out_dir="docs/api"):
    spec = load(spec_path)
    by_tag = defaultdict(list)
    for path, ops in spec.get("paths", {}).items():
        for method, op in ops.items():
            for tag in op.get("tags", ["misc"]):
                by_tag[tag].append((method.upper(), path, op.get("summary", "")))
    os.makedirs(out_dir, exist_ok=True)
    for tag, rows in by_tag.items():
        with open(os.path.join(out_dir, f"{tag}.md"), "w") as fh:
            fh.write(f"# {tag}\n\n| Method | Path | Summary |\n|---|---|---|\n")
            for m, p, s in rows:
                fh.write(f"| {m} | `{p}` | {s} |\n")
    with open(os.path.join(out_dir, "index.md"), "w") as fh:
        fh.write("# API reference\n\n")
        for tag in sorted(by_tag):
            fh.write(f"- [{tag}]({tag}.md)\n")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(args[0], *(args[1:2]))
