#!/usr/bin/env python3
"""Collect merged pull requests since a tag using the GitHub CLI."""
import argparse
import json
import subprocess


def tag_date(tag: str) -> str:
    out = subprocess.run(
        ["git", "log", "-1", "--format=%cI", tag],
        check=True, capture_output=True, text=True,
    )
    return out.stdout.strip()[:10]


def merged_prs(since: str):
    out = subprocess.run(
        ["gh", "pr", "list", "--state", "merged", "--limit", "500",
         "--search", f"merged:>{since}",
         "--json", "number,title,labels,author"],
        check=True, capture_output=True, text=True,
    )
    return json.loads(out.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True, help="tag to start from")
    ap.add_argument("--format", choices=["json", "text"], default="text")
    args = ap.parse_args()
    prs = merged_prs(tag_date(args.since))
    if args.format == "json":
        print(json.dumps(prs, indent=2))
    else:
        for pr in prs:
            labels = ",".join(l["name"] for l in pr["labels"])
            print(f"#{pr['number']}\t{labels}\t{pr['title']}")


if __name__ == "__main__":
    main()
