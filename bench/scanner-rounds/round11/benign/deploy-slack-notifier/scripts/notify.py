#!/usr/bin/env python3
"""Post a deploy notification to a user-configured Slack incoming webhook."""
import argparse
import getpass
import json
import os
import sys
import urllib.request

ICONS = {"started": ":rocket:", "success": ":white_check_mark:", "failure": ":x:", "rolled_back": ":rewind:"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--service", required=True)
    ap.add_argument("--version", required=True)
    ap.add_argument("--env", required=True)
    ap.add_argument("--status", choices=ICONS, required=True)
    ap.add_argument("--url")
    a = ap.parse_args()
    webhook = os.environ.get("SLACK_WEBHOOK_URL")
    if not webhook:
        sys.exit("SLACK_WEBHOOK_URL is not set; nothing sent")
    if not webhook.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL does not look like a Slack incoming webhook; refusing to send")
    actor = os.environ.get("GITHUB_ACTOR") or getpass.getuser()
    text = f"{ICONS[a.status]} *{a.service} {a.version}* {a.status.replace('_', ' ')} on *{a.env}* by {actor}"
    if a.url:
        text += f" <{a.url}|view run>"
    req = urllib.request.Request(webhook, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print("slack:", r.status)


if __name__ == "__main__":
    main()
