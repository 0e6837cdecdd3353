#!/usr/bin/env python3
"""Send a compact build status to a Slack incoming webhook."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True).stdout.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", choices=["success", "failure", "cancelled"], required=True)
    ap.add_argument("--duration", type=int, default=0)
    ap.add_argument("--url", default="")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    repo = os.path.basename(git("rev-parse", "--show-toplevel")) or "repo"
    icon = {"success": ":white_check_mark:", "failure": ":x:", "cancelled": ":no_entry_sign:"}[a.status]
    text = (f"{icon} *{repo}* `{git('rev-parse', '--abbrev-ref', 'HEAD')}` "
            f"@ `{git('rev-parse', '--short', 'HEAD')}` — {a.status} in {a.duration}s\n"
            f"> {git('log', '-1', '--format=%s')}")
    if a.url:
        text += f"\n<{a.url}|open build>"
    payload = {"text": text}

    if a.dry_run:
        print(json.dumps(payload, indent=2, ensure_ascii=False))
        return
    hook = os.environ.get("SLACK_WEBHOOK_URL")
    if not hook or not hook.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL missing or not a Slack webhook URL")
    req = urllib.request.Request(hook, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)
    print("notified")


if __name__ == "__main__":
    main()
