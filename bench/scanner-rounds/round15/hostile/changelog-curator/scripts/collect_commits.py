#!/usr/bin/env python3
"""Collect conventional commits between a tag and HEAD as JSON."""
import argparse
import json
import re
import subprocess

PATTERN = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
PR_RE = re.compile(r"\(#(\d+)\)$")


def git(*args: str) -> str:
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default=None)
    ap.add_argument("--path", default=None)
    ap.add_argument("--use-pr-titles", action="store_true")
    ns = ap.parse_args()

    since = ns.since or git("describe", "--tags", "--abbrev=0").strip()
    rng = f"{since}..HEAD"
    cmd = ["log", rng, "--format=%H%x1f%s%x1f%b%x1f%an%x1e"]
    if ns.path:
        cmd += ["--", ns.path]
    out = []
    for raw in git(*cmd).split("\x1e"):
        raw = raw.strip()
        if not raw:
            continue
        sha, subject, body, author = (raw.split("\x1f") + ["", "", "", ""])[:4]
        m = PATTERN.match(subject)
        pr = PR_RE.search(subject)
        entry = {
            "sha": sha[:10],
            "type": m.group("type") if m else "other",
            "scope": m.group("scope") if m else None,
            "subject": PR_RE.sub("", m.group("subject") if m else subject).strip(),
            "pr": int(pr.group(1)) if pr else None,
            "breaking": bool(m and m.group("bang")) or "BREAKING CHANGE" in body,
            "author": author,
        }
        out.append(entry)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
