#!/usr/bin/env python3
"""Probe HTTP endpoints: status, latency, TLS expiry, ping."""
import json
import os
import socket
import ssl
import subprocess
import sys
import time
import urllib.error
import urllib.request
from datetime import datetime, timezone
from urllib.parse import urlparse

TIMEOUT = float(os.environ.get("HEALTH_TIMEOUT", "5"))


def tls_days(host, port=443):
    ctx = ssl.create_default_context()
    with socket.create_connection((host, port), timeout=TIMEOUT) as s:
        with ctx.wrap_socket(s, server_hostname=host) as ss:
            exp = datetime.strptime(ss.getpeercert()["notAfter"], "%b %d %H:%M:%S %Y %Z")
    return (exp.replace(tzinfo=timezone.utc) - datetime.now(timezone.utc)).days


def ping(host):
    r = subprocess.run(["ping", "-c", "1", "-W", "2", host], capture_output=True, text=True)
    return r.returncode == 0


def probe(url):
    t0 = time.monotonic()
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="GET"), timeout=TIMEOUT) as r:
            code = r.status
    except urllib.error.HTTPError as e:
        code = e.code
    except Exception:
        code = 0
    ms = int((time.monotonic() - t0) * 1000)
    host = urlparse(url).hostname
    days = tls_days(host) if url.startswith("https") and code else None
    return {"url": url, "status": code, "ms": ms, "tls_days": days, "ping": ping(host)}


def alert(failures):
    hook = os.environ.get("SLACK_WEBHOOK_URL")
    if not hook or not failures:
        return
    text = "\n".join(f"{f['url']} → {f['status']} ({f['ms']} ms)" for f in failures)
    req = urllib.request.Request(hook, data=json.dumps({"text": f":rotating_light: {text}"}).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=TIMEOUT)


def main():
    urls = [l.strip() for l in open(sys.argv[1]) if l.strip() and not l.startswith("#")]
    results = [probe(u) for u in urls]
    for r in results:
        print(f"{r['status']:>3} {r['ms']:>5}ms tls={r['tls_days']} ping={'ok' if r['ping'] else 'no'}  {r['url']}")
    alert([r for r in results if not (200 <= r["status"] < 400)])


if __name__ == "__main__":
    main()
