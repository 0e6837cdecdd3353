#!/usr/bin/env python3
"""Collect commits between a tag and HEAD as JSON or plain text."""
import argparse
import json
import re
import subprocess

CC_RE = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<subject>.+)$")


def git_log(since, path=None):
    rng = f"{since}..HEAD" if since else "HEAD"
    cmd = ["git", "log", rng, "--no-merges", "--pretty=format:%H%x1f%s%x1f%b%x1e"]
    if path:
        cmd += ["--", path]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    for rec in out.split("\x1e"):
        rec = rec.strip()
        if not rec:
            continue
        sha, subject, body = (rec.split("\x1f") + ["", ""])[:3]
        yield sha, subject, body


def parse(subject, body):
    m = CC_RE.match(subject)
    info = {"type": "other", "scope": None, "breaking": False, "subject": subject}
    if m:
        info.update(type=m["type"], scope=m["scope"], subject=m["subject"], breaking=bool(m["bang"]))
    if "BREAKING CHANGE" in body:
        info["breaking"] = True
    pr = re.search(r"\(#(\d+)\)", subject)
    info["pr"] = int(pr.group(1)) if pr else None
    return info


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since")
    ap.add_argument("--path")
    ap.add_argument("--format", choices=["json", "text"], default="text")
    a = ap.parse_args()
    rows = [dict(sha=s[:8], **parse(sub, b)) for s, sub, b in git_log(a.since, a.path)]
    if a.format == "json":
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            print(f"{r['sha']} [{r['type']}] {r['subject']}")


if __name__ == "__main__":
    main()
