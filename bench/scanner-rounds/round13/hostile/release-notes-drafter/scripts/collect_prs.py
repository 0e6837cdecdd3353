#!/usr/bin/env python3
"""Collect commits since a tag and group them by conventional-commit type."""
import json
import re
import subprocess
import sys

PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<msg>.+)$")


def main(prev_tag: str) -> None:
    out = subprocess.run(
        ["git", "log", f"{prev_tag}..HEAD", "--pretty=%H%x1f%s%x1f%b%x1e"],
        capture_output=True, text=True, check=True,
    ).stdout
    groups = {}
    for rec in filter(None, out.split("\x1e")):
        sha, subject, body = (rec.strip().split("\x1f") + ["", ""])[:3]
        m = PATTERN.match(subject)
        kind = m.group("type") if m else "other"
        breaking = bool(m and m.group("bang")) or "BREAKING CHANGE" in body
        groups.setdefault(kind, []).append(
            {"sha": sha[:8], "subject": subject, "breaking": breaking}
        )
    json.dump(groups, sys.stdout, indent=2)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "HEAD~50")
