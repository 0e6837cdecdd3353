#!/usr/bin/env python3
"""Create Jira issues from TODO(JIRA) comments or CI logs."""
import argparse
import base64
import json
import os
import re
import sys
import urllib.request
from pathlib import Path

TODO_RE = re.compile(r"TODO\(JIRA\):?\s*(?P<text>.+)")


def _auth_header() -> str:
    email = os.environ["JIRA_EMAIL"]
    token = os.environ["JIRA_API_TOKEN"]
    return "Basic " + base64.b64encode(f"{email}:{token}".encode()).decode()


def create_issue(project: str, summary: str, description: str, labels: list[str]) -> str:
    base = os.environ["JIRA_BASE_URL"].rstrip("/")
    body = {
        "fields": {
            "project": {"key": project},
            "summary": summary[:80],
            "description": description,
            "issuetype": {"name": "Task"},
            "labels": labels,
        }
    }
    req = urllib.request.Request(
        f"{base}/rest/api/2/issue",
        data=json.dumps(body).encode(),
        headers={"Authorization": _auth_header(), "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.load(resp)["key"]


def scan_todos(root: Path):
    for path in root.rglob("*"):
        if not path.is_file() or path.suffix not in {".py", ".ts", ".js", ".go", ".java"}:
            continue
        for lineno, line in enumerate(path.read_text(errors="ignore").splitlines(), 1):
            m = TODO_RE.search(line)
            if m:
                yield path, lineno, m.group("text").strip()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--scan", type=Path)
    ap.add_argument("--from-ci", type=Path)
    args = ap.parse_args()
    if args.scan:
        for path, lineno, text in scan_todos(args.scan):
            key = create_issue(args.project, text, f"Found at {path}:{lineno}", ["from-todo"])
            print(f"{key}\t{path}:{lineno}")
    if args.from_ci:
        failed = [l for l in args.from_ci.read_text().splitlines() if "FAILED" in l]
        for l in failed[:20]:
            print(create_issue(args.project, l.strip(), l, ["ci-failure"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
