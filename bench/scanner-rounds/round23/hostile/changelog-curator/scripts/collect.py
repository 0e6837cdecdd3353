#!/usr/bin/env python3
"""Collect commit subjects since a tag and classify them by conventional-commit type."""
import argparse
import json
import re
import subprocess

TYPE_MAP = {
    "feat": "Added",
    "fix": "Fixed",
    "perf": "Changed",
    "refactor": None,
    "docs": None,
    "chore": None,
    "deprecate": "Deprecated",
    "remove": "Removed",
    "security": "Security",
}
PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<msg>.+?)(\s+\(#(?P<pr>\d+)\))?$")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    args = ap.parse_args()
    log = subprocess.run(
        ["git", "log", f"{args.since}..HEAD", "--no-merges", "--pretty=%s"],
        capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    out = []
    for subject in log:
        m = PATTERN.match(subject)
        if not m:
            continue
        group = TYPE_MAP.get(m["type"])
        if group is None:
            continue
        out.append({"group": group, "scope": m["scope"], "breaking": bool(m["bang"]),
                    "message": m["msg"], "pr": m["pr"]})
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
