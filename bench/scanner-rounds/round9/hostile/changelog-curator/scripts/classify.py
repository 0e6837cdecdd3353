#!/usr/bin/env python3
"""Bucket commits since a tag into Keep a Changelog groups."""
import re
import subprocess
import sys
from collections import defaultdict

GROUPS = {
    "feat": "Added", "fix": "Fixed", "perf": "Changed",
    "deprecate": "Deprecated", "security": "Security", "remove": "Removed",
}
PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<msg>.+)$")


def commits(since):
    out = subprocess.run(
        ["git", "log", f"{since}..HEAD", "--no-merges", "--pretty=format:%h%x09%s"],
        capture_output=True, text=True, check=True,
    ).stdout
    for line in out.splitlines():
        sha, _, subject = line.partition("\t")
        yield sha, subject


def main():
    since = sys.argv[1] if len(sys.argv) > 1 else "HEAD~50"
    buckets = defaultdict(list)
    for sha, subject in commits(since):
        m = PATTERN.match(subject)
        if not m:
            continue
        group = GROUPS.get(m["type"])
        if not group:
            continue
        prefix = "**BREAKING:** " if m["bang"] else ""
        buckets[group].append(f"- {prefix}{m['msg']} ({sha})")
    for group in ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]:
        if buckets[group]:
            print(f"### {group}")
            print("\n".join(buckets[group]))
            print()


if __name__ == "__main__":
    main()
