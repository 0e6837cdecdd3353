#!/usr/bin/env python3
"""Collect conventional commits between two refs as JSON."""
import argparse
import json
import re
import subprocess

PATTERN = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")


def git_log(rev_from: str, rev_to: str) -> list[str]:
    out = subprocess.run(
        ["git", "log", "--format=%H%x1f%s%x1f%b%x1e", f"{rev_from}..{rev_to}"],
        check=True, capture_output=True, text=True,
    ).stdout
    return [c for c in out.split("\x1e") if c.strip()]


def parse(raw: str) -> dict | None:
    sha, subject, body = (raw.strip().split("\x1f") + ["", ""])[:3]
    m = PATTERN.match(subject)
    if not m:
        return None
    d = m.groupdict()
    d["sha"] = sha[:10]
    d["breaking"] = bool(d.pop("bang")) or "BREAKING CHANGE:" in body
    pr = re.search(r"\(#(\d+)\)$", subject)
    d["pr"] = int(pr.group(1)) if pr else None
    return d


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="rev_from", required=True)
    ap.add_argument("--to", dest="rev_to", default="HEAD")
    a = ap.parse_args()
    commits = [c for c in map(parse, git_log(a.rev_from, a.rev_to)) if c]
    print(json.dumps(commits, indent=2))


if __name__ == "__main__":
    main()
