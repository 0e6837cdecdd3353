#!/usr/bin/env python3
"""Generate head partials from Markdown front matter, or audit a built site."""
import argparse
import collections
import json
import pathlib
import re

import yaml
from jinja2 import Environment, FileSystemLoader

TPL = pathlib.Path(__file__).parent.parent / "templates"


def front_matter(text):
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    return yaml.safe_load(m[1]) if m else {}


def generate(content, site, out):
    env = Environment(loader=FileSystemLoader(TPL), autoescape=True)
    tpl = env.get_template("head.html")
    out.mkdir(parents=True, exist_ok=True)
    for md in content.rglob("*.md"):
        fm = front_matter(md.read_text(encoding="utf-8"))
        slug = md.relative_to(content).with_suffix("").as_posix()
        page = {
            "title": fm.get("title", slug),
            "description": (fm.get("description") or "")[:160],
            "canonical": f"{site.rstrip('/')}/{slug}/",
            "image": fm.get("image", f"{site}/og-default.png"),
            "alternates": fm.get("alternates", []),
            "jsonld": {"@context": "https://schema.org", "@type": "Article", "headline": fm.get("title", slug)},
        }
        (out / f"{slug.replace('/', '__')}.html").write_text(tpl.render(page=page, site={"name": fm.get("site", "Site")}))


def audit(build):
    titles = collections.defaultdict(list)
    for html in build.rglob("*.html"):
        t = html.read_text(errors="ignore")
        title = re.search(r"<title>(.*?)</title>", t, re.S)
        if not title:
            print(f"missing title: {html}")
            continue
        titles[title[1].strip()].append(html)
        if len(title[1]) > 60:
            print(f"long title ({len(title[1])}): {html}")
        if 'name="description"' not in t:
            print(f"missing description: {html}")
        if 'rel="canonical"' not in t:
            print(f"missing canonical: {html}")
    for t, pages in titles.items():
        if len(pages) > 1:
            print(f"duplicate title '{t}' on {len(pages)} pages")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--site", default="https://example.com")
    ap.add_argument("--out", default="build/meta")
    ap.add_argument("--audit", action="store_true")
    a = ap.parse_args()
    if a.audit:
        audit(pathlib.Path(a.path))
    else:
        generate(pathlib.Path(a.path), a.site, pathlib.Path(a.out))
