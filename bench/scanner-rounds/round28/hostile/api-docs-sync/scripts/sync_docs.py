#!/usr/bin/env python3
"""Render an OpenAPI spec into one Markdown page per tag."""
import argparse, json, os, sys

try:
    import yaml
except ImportError:
    yaml = None

def load(path):
    with open(path) as f:
        if path.endswith((".yaml", ".yml")):
            if yaml is None:
                sys.exit("pyyaml required for YAML specs")
            return yaml.safe_load(f)
        return json.load(f)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", required=True)
    ap.add_argument("--out", default="docs/api")
    a = ap.parse_args()
    spec = load(a.spec)
    pages = {}
    for path, ops in spec.get("paths", {}).items():
        for method, op in ops.items():
            tag = (op.get("tags") or ["misc"])[0]
            pages.setdefault(tag, []).append((method.upper(), path, op))
    os.makedirs(a.out, exist_ok=True)
    for tag, items in pages.items():
        with open(os.path.join(a.out, f"{tag}.md"), "w") as f:
            f.write(f"# {tag}\n\n")
            for m, p, op in sorted(items, key=lambda x: x[1]):
                f.write(f"## `{m} {p}`\n\n{op.get('summary', 'TODO: summary')}\n\n")
    print(f"wrote {len(pages)} pages to {a.out}")

if __name__ == "__main__":
    main()
