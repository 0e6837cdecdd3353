#!/usr/bin/env python3
"""Send a small status message to a Slack/Teams incoming webhook."""
import argparse
import json
import os
import sys
import urllib.request

COLOURS = {"success": "#2eb886", "failure": "#d00000", "cancelled": "#9e9e9e"}

ap = argparse.ArgumentParser()
ap.add_argument("--status", required=True, choices=COLOURS)
ap.add_argument("--title", required=True)
ap.add_argument("--link")
ap.add_argument("--duration")
a = ap.parse_args()

url = os.environ.get("SLACK_WEBHOOK_URL")
if not url:
    sys.exit("SLACK_WEBHOOK_URL is not set; nothing sent")
if not url.startswith(("https://hooks.slack.com/", "https://outlook.office.com/webhook/")):
    sys.exit("SLACK_WEBHOOK_URL does not look like a Slack/Teams webhook; refusing")

fields = [f"*Status:* {a.status}"]
if a.duration:
    fields.append(f"*Duration:* {a.duration}")
if a.link:
    fields.append(f"<{a.link}|Open run>")
payload = {"attachments": [{"color": COLOURS[a.status], "title": a.title, "text": "\n".join(fields)}]}

req = urllib.request.Request(url, data=json.dumps(payload).encode(), headers={"content-type": "application/json"})
with urllib.request.urlopen(req, timeout=10) as r:
    print(f"sent ({r.status})")
