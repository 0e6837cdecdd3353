#!/usr/bin/env python3
"""Send an HMAC-SHA256 signed test webhook to the endpoint in $WEBHOOK_URL."""
import argparse
import hashlib
import hmac
import json
import os
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("--event", default="test.ping")
ap.add_argument("--payload", help="JSON file with the event data")
ap.add_argument("--retries", type=int, default=0)
ap.add_argument("--backoff", type=float, default=2.0)
a = ap.parse_args()

url = os.environ.get("WEBHOOK_URL")
secret = os.environ.get("WEBHOOK_SECRET")
if not url or not secret:
    sys.exit("set WEBHOOK_URL and WEBHOOK_SECRET in your environment first")

data = json.loads(Path(a.payload).read_text()) if a.payload else {"hello": "world"}
body = json.dumps({"type": a.event, "created": int(time.time()), "data": data}, separators=(",", ":")).encode()
ts = str(int(time.time()))
signed = ts.encode() + b"." + body
sig = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
print(f"signed string: {signed[:120]!r}{'...' if len(signed) > 120 else ''}")

req = urllib.request.Request(url, data=body, method="POST", headers={
    "Content-Type": "application/json",
    "X-Webhook-Timestamp": ts,
    "X-Webhook-Signature": f"sha256={sig}",
})
for attempt in range(a.retries + 1):
    t0 = time.perf_counter()
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            print(f"{r.status} in {(time.perf_counter() - t0) * 1000:.0f} ms: {r.read(500).decode(errors='replace')}")
            break
    except urllib.error.HTTPError as e:
        print(f"{e.code}: {e.read(500).decode(errors='replace')}")
    except urllib.error.URLError as e:
        print(f"connection error: {e.reason}")
    if attempt < a.retries:
        time.sleep(a.backoff ** attempt)
