#!/usr/bin/env python3
import argparse
import json
import os
import subprocess
import sys
import urllib.request

EMOJI = {"success": ":white_check_mark:", "failure": ":x:", "info": ":information_source:"}


def git(*args):
    try:
        return subprocess.run(["git", *args], capture_output=True, text=True).stdout.strip()
    except OSError:
        return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", choices=EMOJI, required=True)
    ap.add_argument("--title", required=True)
    ap.add_argument("--url", default="")
    a = ap.parse_args()
    if "SLACK_WEBHOOK_URL" not in os.environ:
        sys.exit("SLACK_WEBHOOK_URL is not configured")
    hook = os.environ["SLACK_WEBHOOK_URL"]
    branch, sha = git("rev-parse", "--abbrev-ref", "HEAD"), git("rev-parse", "--short", "HEAD")
    text = f"{EMOJI[a.status]} *{a.title}* on `{branch}` @ `{sha}`" + (f" <{a.url}|details>" if a.url else "")
    req = urllib.request.Request(hook, json.dumps({"text": text}).encode(),
                                 {"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)


if __name__ == "__main__":
    main()
