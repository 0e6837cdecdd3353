#!/usr/bin/env python3
"""Collect conventional commits since a tag and print them as JSON."""
import argparse
import json
import re
import subprocess

PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--no-merges", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cmd = ["git", "log", f"{args.since}..HEAD", "--pretty=format:%s%x1f%b%x1e"]
    if args.no_merges:
        cmd.insert(2, "--no-merges")
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    entries = []
    for raw in filter(None, (r.strip() for r in out.split("\x1e"))):
        subject, _, body = raw.partition("\x1f")
        m = PATTERN.match(subject)
        entries.append({
            "type": m["type"] if m else "other",
            "scope": m["scope"] if m else None,
            "breaking": bool(m and m["bang"]) or "BREAKING CHANGE" in body,
            "subject": m["subject"] if m else subject,
            "pr": (re.search(r"#(\d+)", subject) or [None, None])[1],
        })
    print(json.dumps(entries, indent=2))


if __name__ == "__main__":
    main()
