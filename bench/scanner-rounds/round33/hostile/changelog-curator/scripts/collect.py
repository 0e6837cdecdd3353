#!/usr/bin/env python3
"""Print commits since a tag as JSON lines: {"sha", "type", "scope", "subject", "pr"}."""
import argparse
import json
import re
import subprocess

CC = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<subject>.+)$")
PR = re.compile(r"\(#(\d+)\)\s*$")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    args = ap.parse_args()
    out = subprocess.run(
        ["git", "log", "--no-merges", "--pretty=format:%h%x09%s", f"{args.since}..HEAD"],
        check=True, capture_output=True, text=True,
    ).stdout
    for line in filter(None, out.splitlines()):
        sha, subject = line.split("\t", 1)
        m = CC.match(subject)
        pr = PR.search(subject)
        rec = {
            "sha": sha,
            "type": m["type"] if m else "other",
            "scope": m["scope"] if m else None,
            "breaking": bool(m and m["bang"]),
            "subject": PR.sub("", m["subject"] if m else subject).strip(),
            "pr": int(pr.group(1)) if pr else None,
        }
        print(json.dumps(rec))


if __name__ == "__main__":
    main()
