#!/usr/bin/env python3
"""Post a build status message to Slack via an incoming webhook."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", choices=["success", "failure"], required=True)
    ap.add_argument("--job", required=True)
    ap.add_argument("--url", default="")
    a = ap.parse_args()

    hook = os.environ.get("SLACK_WEBHOOK_URL", "")
    if not hook.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL missing or not a Slack webhook URL")

    sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    icon = ":white_check_mark:" if a.status == "success" else ":x:"
    text = f"{icon} *{a.job}* {a.status} at `{sha}`" + (f" <{a.url}|view run>" if a.url else "")
    req = urllib.request.Request(hook, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)
    print("notified")


if __name__ == "__main__":
    main()
