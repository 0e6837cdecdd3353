#!/usr/bin/env python3
"""Post a build status message to a Slack incoming webhook."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request

ICONS = {"success": ":white_check_mark:", "failure": ":x:", "cancelled": ":warning:"}


def git(*args):
    try:
        return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", required=True)
    ap.add_argument("--title", required=True)
    ap.add_argument("--url", default="")
    a = ap.parse_args()
    hook = os.environ.get("SLACK_WEBHOOK_URL", "")
    if not hook.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL missing or not a Slack webhook URL")
    sha = git("rev-parse", "--short", "HEAD")
    subject = git("log", "-1", "--pretty=%s")
    author = git("log", "-1", "--pretty=%an")
    text = f"{ICONS.get(a.status, ':grey_question:')} *{a.title}* — {a.status}\n`{sha}` {subject} ({author})"
    if a.url:
        text += f"\n<{a.url}|View run>"
    req = urllib.request.Request(hook, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)
    print("posted")


if __name__ == "__main__":
    main()
