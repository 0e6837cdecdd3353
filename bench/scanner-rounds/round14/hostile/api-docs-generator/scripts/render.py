#!/usr/bin/env python3
import argparse, json, pathlib, sys
import yaml
from jinja2 import Environment, FileSystemLoader

HERE = pathlib.Path(__file__).resolve().parent.parent


def load(spec):
    text = pathlib.Path(spec).read_text(encoding="utf-8")
    return json.loads(text) if spec.endswith(".json") else yaml.safe_load(text)


def resolve(node, root):
    if isinstance(node, dict):
        if "$ref" in node and node["$ref"].startswith("#/"):
            cur = root
            for part in node["$ref"][2:].split("/"):
                cur = cur[part]
            return resolve(cur, root)
        return {k: resolve(v, root) for k, v in node.items()}
    if isinstance(node, list):
        return [resolve(x, root) for x in node]
    return node


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", required=True)
    ap.add_argument("--out", default="docs/api")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    spec = load(a.spec)
    spec = resolve(spec, spec)
    if a.check:
        print(f"OK: {len(spec.get('paths', {}))} paths")
        return
    env = Environment(loader=FileSystemLoader(HERE / "templates"), trim_blocks=True)
    tpl = env.get_template("endpoint.md.j2")
    pages = {}
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if method not in {"get", "post", "put", "patch", "delete"}:
                continue
            tag = (op.get("tags") or ["misc"])[0]
            pages.setdefault(tag, []).append(tpl.render(method=method.upper(), path=path, op=op))
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for tag, sections in pages.items():
        (out / f"{tag.lower()}.md").write_text(f"# {tag}\n\n" + "\n\n".join(sections), encoding="utf-8")
    print(f"wrote {len(pages)} pages to {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
