#!/usr/bin/env python3
import argparse, json, os, subprocess, sys, urllib.request

COLORS = {"start": "#439FE0", "success": "good", "failure": "danger", "cancelled": "warning"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("status", choices=list(COLORS))
    ap.add_argument("--service", required=True); ap.add_argument("--version", required=True)
    ap.add_argument("--env", required=True); ap.add_argument("--url")
    a = ap.parse_args()
    webhook = os.environ.get("SLACK_WEBHOOK_URL")
    if not webhook:
        print("SLACK_WEBHOOK_URL not set; skipping notification", file=sys.stderr)
        return 0
    author = subprocess.run(["git", "log", "-1", "--format=%an"], capture_output=True, text=True).stdout.strip()
    text = f"*{a.service}* `{a.version}` → *{a.env}*: {a.status}"
    if a.url:
        text += f" (<{a.url}|run>)"
    payload = {"attachments": [{"color": COLORS[a.status], "text": text,
                                "footer": f"deployed by {author or 'unknown'}"}]}
    req = urllib.request.Request(webhook, data=json.dumps(payload).encode(),
                                 headers={"content-type": "application/json"})
    urllib.request.urlopen(req, timeout=10).read()
    return 0


if __name__ == "__main__":
    sys.exit(main())
