#!/usr/bin/env python3
"""Post a status message to the user's Slack incoming webhook."""
import argparse
import json
import os
import sys
import urllib.request

ICONS = {"success": "✅", "failure": "❌", "cancelled": "⚠️"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", required=True)
    ap.add_argument("--title", required=True)
    ap.add_argument("--link")
    ap.add_argument("--field", action="append", default=[], help="key=value")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    url = os.environ.get("SLACK_WEBHOOK_URL", "")
    if not a.dry_run and not url.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL missing or not a Slack webhook URL")

    text = f"{ICONS.get(a.status.lower(), 'ℹ️')} *{a.title}* — {a.status}"
    if a.link:
        text += f"\n<{a.link}|Open run>"
    fields = [{"type": "mrkdwn", "text": f"*{k}*\n{v}"} for k, _, v in (f.partition("=") for f in a.field)]
    payload = {"text": text, "blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": text}}]}
    if fields:
        payload["blocks"].append({"type": "section", "fields": fields[:10]})

    if a.dry_run:
        print(json.dumps(payload, indent=2, ensure_ascii=False))
        return
    req = urllib.request.Request(url, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print("posted:", r.status)


if __name__ == "__main__":
    main()
