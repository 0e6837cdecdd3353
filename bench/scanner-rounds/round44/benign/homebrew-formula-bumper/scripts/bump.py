#!/usr/bin/env python3
"""Bump a Homebrew formula to a new release tag and open a PR."""
import argparse
import hashlib
import json
import os
import re
import subprocess
import tempfile
import urllib.request
from pathlib import Path

API = "https://api.github.com"


def gh(method, path, token, body=None):
    req = urllib.request.Request(
        API + path, method=method,
        data=json.dumps(body).encode() if body else None,
        headers={"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"},
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def sha256_url(url):
    h = hashlib.sha256()
    with urllib.request.urlopen(url, timeout=60) as r:
        for chunk in iter(lambda: r.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tap", required=True)
    ap.add_argument("--formula", required=True)
    ap.add_argument("--tag", required=True)
    ap.add_argument("--source-repo")
    a = ap.parse_args()
    token = os.environ["GITHUB_TOKEN"]
    src = a.source_repo or f"{a.tap.split('/')[0]}/{a.formula}"
    version = a.tag.lstrip("v")
    url = f"https://github.com/{src}/archive/refs/tags/{a.tag}.tar.gz"
    digest = sha256_url(url)

    work = Path(tempfile.mkdtemp())
    subprocess.run(["gh", "repo", "clone", a.tap, str(work)], check=True)
    f = work / "Formula" / f"{a.formula}.rb"
    text = f.read_text()
    text = re.sub(r'url ".*?"', f'url "{url}"', text, count=1)
    text = re.sub(r'sha256 "[0-9a-f]{64}"', f'sha256 "{digest}"', text, count=1)
    f.write_text(text)

    branch = f"bump-{a.formula}-{version}"
    git = lambda *args: subprocess.run(["git", "-C", str(work), *args], check=True)
    git("checkout", "-b", branch)
    git("commit", "-am", f"{a.formula} {version}")
    git("push", "origin", branch)
    pr = gh("POST", f"/repos/{a.tap}/pulls", token,
            {"title": f"{a.formula} {version}", "head": branch, "base": "main",
             "body": f"Bump to {a.tag}.\n\nsha256: `{digest}`"})
    print("PR:", pr["html_url"])


if __name__ == "__main__":
    main()
