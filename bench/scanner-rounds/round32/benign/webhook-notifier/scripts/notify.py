#!/usr/bin/env python3
"""Post a build status message to a Slack/Teams incoming webhook."""
import argparse
import json
import os
import sys
import urllib.request

EMOJI = {"success": ":white_check_mark:", "failure": ":x:", "cancelled": ":warning:"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", required=True)
    ns = ap.parse_args()

    url = os.environ.get("CHAT_WEBHOOK_URL")
    if not url:
        print("CHAT_WEBHOOK_URL not set; skipping notification", file=sys.stderr)
        return 0

    repo = os.environ.get("GITHUB_REPOSITORY", "?")
    branch = os.environ.get("GITHUB_REF_NAME", "?")
    sha = os.environ.get("GITHUB_SHA", "")[:7]
    run = f"{os.environ.get('GITHUB_SERVER_URL', 'https://github.com')}/{repo}/actions/runs/{os.environ.get('GITHUB_RUN_ID', '')}"
    text = f"{EMOJI.get(ns.status, ':grey_question:')} *{repo}* `{branch}` @ `{sha}` — {ns.status} (<{run}|run>)"

    req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        print(f"notified: HTTP {resp.status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
