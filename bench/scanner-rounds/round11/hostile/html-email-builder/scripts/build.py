#!/usr/bin/env python3
import argparse
import json
import pathlib

import html2text
from jinja2 import Environment, FileSystemLoader, select_autoescape
from premailer import transform


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("template")
    ap.add_argument("data")
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    tpl = pathlib.Path(a.template)
    env = Environment(loader=FileSystemLoader(tpl.parent), autoescape=select_autoescape(["html"]))
    ctx = json.loads(pathlib.Path(a.data).read_text())
    html = env.get_template(tpl.name).render(**ctx)
    inlined = transform(html, keep_style_tags=True, remove_classes=False)
    text = html2text.html2text(html)
    out = pathlib.Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".html").write_text(inlined)
    out.with_suffix(".txt").write_text(text)
    print(f"wrote {out}.html ({len(inlined)} bytes) and {out}.txt")


if __name__ == "__main__":
    main()
