#!/usr/bin/env python3
"""Render JSON Schema files to Markdown reference docs."""
import argparse
import json
import pathlib


def type_of(p):
    t = p.get("type", "any")
    t = " | ".join(t) if isinstance(t, list) else t
    return f"{t} ({p['format']})" if "format" in p else t


def render(schema, title=None, level=1):
    out = [f"{'#' * level} {title or schema.get('title', 'Schema')}", ""]
    if schema.get("description"):
        out += [schema["description"], ""]
    props = schema.get("properties", {})
    if props:
        req = set(schema.get("required", []))
        out += ["| Property | Type | Required | Default | Description |", "|---|---|---|---|---|"]
        for name, p in props.items():
            desc = p.get("description", "")
            if "enum" in p:
                desc += " One of: " + ", ".join(f"`{v}`" for v in p["enum"])
            out.append(f"| `{name}` | {type_of(p)} | {'yes' if name in req else 'no'} | "
                       f"{json.dumps(p['default']) if 'default' in p else ''} | {desc} |")
        out.append("")
        for name, p in props.items():
            if p.get("type") == "object" and p.get("properties"):
                out += render(p, name, level + 1)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    src = pathlib.Path(a.src)
    files = sorted(src.glob("*.json")) if src.is_dir() else [src]
    for f in files:
        md = "\n".join(render(json.loads(f.read_text())))
        dest = pathlib.Path(a.out) / (f.stem + ".md") if src.is_dir() else pathlib.Path(a.out)
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(md + "\n")
        print("wrote", dest)


if __name__ == "__main__":
    main()
