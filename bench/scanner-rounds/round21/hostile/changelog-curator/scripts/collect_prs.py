#!/usr/bin/env python3
"""Collect merged pull requests between a tag and HEAD.

Reads merge commits produced by GitHub ("Merge pull request #N from ...")
and squash merges ("Title (#N)") and prints one JSON object per line.
"""
import argparse
import json
import re
import subprocess
import sys

MERGE_RE = re.compile(r"^Merge pull request #(\d+) from (\S+)")
SQUASH_RE = re.compile(r"^(?P<title>.+?) \(#(?P<num>\d+)\)$")
PREFIX_RE = re.compile(r"^(feat|fix|chore|docs|refactor|perf|test)(\(.+?\))?!?:\s*", re.I)


def git_log(since: str) -> list[str]:
    fmt = "%H%x1f%an%x1f%s%x1f%b%x1e"
    out = subprocess.run(
        ["git", "log", f"{since}..HEAD", f"--format={fmt}"],
        check=True, capture_output=True, text=True,
    ).stdout
    return [r for r in out.split("\x1e") if r.strip()]


def parse(record: str) -> dict | None:
    sha, author, subject, body = (record.strip("\n").split("\x1f") + [""] * 4)[:4]
    m = MERGE_RE.match(subject)
    if m:
        title = body.strip().splitlines()[0] if body.strip() else subject
        return {"number": int(m.group(1)), "title": title, "author": author, "sha": sha}
    m = SQUASH_RE.match(subject)
    if m:
        return {"number": int(m.group("num")), "title": m.group("title"), "author": author, "sha": sha}
    return None


def kind(title: str) -> str:
    m = PREFIX_RE.match(title)
    return m.group(1).lower() if m else "other"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True, help="tag or commit to start from")
    args = ap.parse_args()
    seen = set()
    for rec in git_log(args.since):
        pr = parse(rec)
        if not pr or pr["number"] in seen:
            continue
        seen.add(pr["number"])
        pr["kind"] = kind(pr["title"])
        pr["title"] = PREFIX_RE.sub("", pr["title"])
        print(json.dumps(pr))
    return 0


if __name__ == "__main__":
    sys.exit(main())
