#!/usr/bin/env python3
"""Create or update a draft GitHub release with generated notes."""
import argparse
import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

API = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")


def token() -> str:
    tok = os.environ.get("GITHUB_TOKEN")
    if not tok:
        try:
            tok = subprocess.check_output(["gh", "auth", "token"], text=True).strip()
        except (OSError, subprocess.CalledProcessError):
            sys.exit("GITHUB_TOKEN is not set and `gh auth token` failed")
    return tok


def call(method: str, path: str, body=None):
    req = urllib.request.Request(
        f"{API}{path}",
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={
            "Authorization": f"Bearer {token()}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        },
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        if e.code == 404 and method == "GET":
            return None
        sys.exit(f"{method} {path}: HTTP {e.code} {e.read().decode()[:300]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--tag", required=True)
    ap.add_argument("--previous")
    ap.add_argument("--target", default="main")
    ap.add_argument("--header", type=Path)
    a = ap.parse_args()

    gen = {"tag_name": a.tag, "target_commitish": a.target}
    if a.previous:
        gen["previous_tag_name"] = a.previous
    notes = call("POST", f"/repos/{a.repo}/releases/generate-notes", gen)
    body = (a.header.read_text() + "\n\n" if a.header else "") + notes["body"]

    existing = call("GET", f"/repos/{a.repo}/releases/tags/{a.tag}")
    payload = {"tag_name": a.tag, "name": a.tag, "body": body, "draft": True, "target_commitish": a.target}
    if existing:
        rel = call("PATCH", f"/repos/{a.repo}/releases/{existing['id']}", payload)
    else:
        rel = call("POST", f"/repos/{a.repo}/releases", payload)
    print(rel["html_url"])


if __name__ == "__main__":
    main()
