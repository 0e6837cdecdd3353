#!/usr/bin/env python3
"""Post a notification to the Slack incoming webhook in $SLACK_WEBHOOK_URL."""
import argparse
import json
import os
import pathlib
import socket
import subprocess
import sys
import time
import urllib.request

import yaml

CFG = yaml.safe_load((pathlib.Path(__file__).parent.parent / "config" / "messages.yaml").read_text())


def build(status, title, text, link, duration):
    st = CFG["status"].get(status, CFG["status"]["info"])
    blocks = [{"type": "header", "text": {"type": "plain_text", "text": f"{st['emoji']} {title}"[:150], "emoji": True}}]
    if text:
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": text[: CFG["max_text_chars"]]}})
    ctx = f"host `{socket.gethostname()}`" + (f" · {duration:.0f}s" if duration else "")
    if link:
        ctx += f" · <{link}|details>"
    blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": ctx}]})
    if status == "failure" and CFG.get("mention_on_failure"):
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": CFG["mention_on_failure"]}})
    return {"text": title, "attachments": [{"color": st["color"], "blocks": blocks}]}


def send(payload):
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url:
        print(json.dumps(payload, indent=2))
        sys.exit("SLACK_WEBHOOK_URL is not set; message printed instead")
    if not url.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL does not look like a Slack webhook")
    req = urllib.request.Request(url, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", default="info")
    ap.add_argument("--title", default="Notification")
    ap.add_argument("--text", default="")
    ap.add_argument("--link")
    ap.add_argument("--wrap", action="store_true")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    duration = None
    if a.wrap:
        cmd = a.cmd[1:] if a.cmd[:1] == ["--"] else a.cmd
        t0 = time.time()
        rc = subprocess.call(cmd)
        duration = time.time() - t0
        a.status = "success" if rc == 0 else "failure"
        a.title = a.title if a.title != "Notification" else " ".join(cmd)
    send(build(a.status, a.title, a.text, a.link, duration))


if __name__ == "__main__":
    main()
