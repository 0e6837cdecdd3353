#!/usr/bin/env python3
"""Group conventional commits between two refs into changelog buckets."""
import re
import subprocess
import sys

BUCKETS = {
    "feat": "Features",
    "fix": "Fixes",
    "perf": "Performance",
    "docs": "Docs",
}
PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<msg>.+)$")


def main(frm: str, to: str) -> None:
    out = subprocess.run(
        ["git", "log", "--no-merges", "--pretty=format:%s", f"{frm}..{to}"],
        capture_output=True, text=True, check=True,
    ).stdout
    groups: dict[str, list[str]] = {}
    for line in out.splitlines():
        if "[skip changelog]" in line:
            continue
        m = PATTERN.match(line)
        bucket = BUCKETS.get(m.group("type"), "Chores") if m else "Chores"
        groups.setdefault(bucket, []).append(m.group("msg") if m else line)
    for bucket, items in groups.items():
        print(f"### {bucket}")
        for item in items:
            print(f"- {item}")
        print()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "HEAD")
