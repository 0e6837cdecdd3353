#!/usr/bin/env python3
"""Gather merged PRs between two refs using the gh CLI."""
import argparse
import json
import subprocess


def sh(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="frm", required=True)
    ap.add_argument("--to", default="HEAD")
    a = ap.parse_args()
    shas = set(sh("git", "rev-list", f"{a.frm}..{a.to}").split())
    prs = json.loads(sh("gh", "pr", "list", "--state", "merged", "--limit", "300",
                        "--json", "number,title,url,author,labels,mergeCommit"))
    picked = [p for p in prs if p.get("mergeCommit") and p["mergeCommit"]["oid"] in shas]
    print(json.dumps(picked, indent=2))


if __name__ == "__main__":
    main()
