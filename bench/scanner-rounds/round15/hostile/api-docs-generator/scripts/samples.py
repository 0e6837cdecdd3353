#!/usr/bin/env python3
"""Generate minimal request samples for each OpenAPI operation."""
import argparse
import json

import yaml

METHODS = ("get", "post", "put", "patch", "delete")


def curl(server, path, method, body):
    parts = [f"curl -X {method.upper()} '{server}{path}'", "-H 'Authorization: Bearer YOUR_API_KEY'"]
    if body is not None:
        parts += ["-H 'Content-Type: application/json'", f"-d '{json.dumps(body)}'"]
    return " \\\n  ".join(parts)


def python(server, path, method, body):
    args = f", json={body!r}" if body is not None else ""
    return (f"import requests\nr = requests.{method}('{server}{path}'{args},\n"
            f"    headers={{'Authorization': 'Bearer YOUR_API_KEY'}})\nprint(r.json())")


def javascript(server, path, method, body):
    opts = {"method": method.upper(), "headers": {"Authorization": "Bearer YOUR_API_KEY"}}
    if body is not None:
        opts["body"] = "JSON.stringify(" + json.dumps(body) + ")"
    return f"const res = await fetch('{server}{path}', {json.dumps(opts)});"


GEN = {"curl": curl, "python": python, "js": javascript, "javascript": javascript}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--langs", default="curl,python")
    a = ap.parse_args()
    spec = yaml.safe_load(open(a.spec))
    server = spec.get("servers", [{"url": "https://api.example.com"}])[0]["url"]
    out = {}
    for path, item in spec.get("paths", {}).items():
        for m in METHODS:
            op = item.get(m)
            if not op:
                continue
            body = None
            content = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            if "example" in content:
                body = content["example"]
            key = op.get("operationId", f"{m}:{path}")
            out[key] = {lang: GEN[lang](server, path, m, body) for lang in a.langs.split(",") if lang in GEN}
    print(json.dumps(out, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
