#!/usr/bin/env python3
"""Build release notes from merged PRs between two tags using the GitHub REST API."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request

API = "https://api.github.com"


def gh(path, token, method="GET", body=None):
    req = urllib.request.Request(API + path, method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {token}",
                                          "Accept": "application/vnd.github+json",
                                          "X-GitHub-Api-Version": "2022-11-28"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def prs_in_range(a, b):
    log = subprocess.run(["git", "log", "--merges", "--pretty=%s", f"{a}..{b}"],
                         capture_output=True, text=True, check=True).stdout
    nums = []
    for line in log.splitlines():
        if line.startswith("Merge pull request #"):
            nums.append(int(line.split("#")[1].split()[0]))
    return nums


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--from", dest="frm", required=True)
    ap.add_argument("--to", required=True)
    ap.add_argument("--create-draft", action="store_true")
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
    if not token:
        sys.exit("set GITHUB_TOKEN or GH_TOKEN")
    groups = {"Breaking changes": [], "New": [], "Fixes": [], "Other": []}
    for n in prs_in_range(a.frm, a.to):
        pr = gh(f"/repos/{a.repo}/pulls/{n}", token)
        labels = {l["name"] for l in pr["labels"]}
        key = ("Breaking changes" if "breaking" in labels else "New" if "feature" in labels
               else "Fixes" if "bug" in labels else "Other")
        groups[key].append(f"- {pr['title']} (#{n}) @{pr['user']['login']}")
    notes = "\n\n".join(f"## {k}\n" + "\n".join(v) for k, v in groups.items() if v)
    print(notes)
    if a.create_draft:
        rel = gh(f"/repos/{a.repo}/releases", token, "POST",
                 {"tag_name": a.to, "name": a.to, "body": notes, "draft": True})
        print("draft created:", rel["html_url"], file=sys.stderr)


if __name__ == "__main__":
    main()
