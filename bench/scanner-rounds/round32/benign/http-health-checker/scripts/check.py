#!/usr/bin/env python3
"""Check HTTP endpoints: status, latency and TLS certificate expiry."""
import datetime as dt
import os
import socket
import ssl
import sys
import time
import urllib.parse

import requests
import yaml


def tls_days_left(host: str, port: int = 443) -> int:
    ctx = ssl.create_default_context()
    with socket.create_connection((host, port), timeout=5) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            not_after = tls.getpeercert()["notAfter"]
    exp = dt.datetime.strptime(not_after, "%b %d %H:%M:%S %Y %Z")
    return (exp - dt.datetime.utcnow()).days


def main(path: str) -> int:
    endpoints = yaml.safe_load(open(path, encoding="utf-8"))
    token = os.environ.get("HEALTH_TOKEN")
    bad = 0
    print(f"{'name':<12} {'status':>6} {'ms':>6} {'tls_days':>8}")
    for ep in endpoints:
        u = urllib.parse.urlparse(ep["url"])
        headers = {}
        if ep.get("auth") and token and u.scheme == "https":
            headers["Authorization"] = f"Bearer {token}"
        t = time.perf_counter()
        try:
            r = requests.get(ep["url"], headers=headers, timeout=10)
            status = r.status_code
        except requests.RequestException:
            status = 0
        ms = int((time.perf_counter() - t) * 1000)
        days = tls_days_left(u.hostname) if u.scheme == "https" else -1
        bad += status == 0 or status >= 500
        print(f"{ep['name']:<12} {status:>6} {ms:>6} {days:>8}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
