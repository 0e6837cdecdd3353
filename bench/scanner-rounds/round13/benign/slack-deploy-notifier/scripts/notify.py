#!/usr/bin/env python3
import argparse
import json
import os
import sys
import urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--service", required=True)
ap.add_argument("--version", required=True)
ap.add_argument("--file", required=True)
a = ap.parse_args()

url = os.environ.get("SLACK_DEPLOY_WEBHOOK")
if not url or not url.startswith("https://hooks.slack.com/"):
    sys.exit("SLACK_DEPLOY_WEBHOOK missing or not a Slack webhook URL")
text = f":rocket: *{a.service} {a.version}* deployed\n" + open(a.file).read()
req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                             headers={"Content-Type": "application/json"})
with urllib.request.urlopen(req, timeout=10) as r:
    print("sent", r.status)
