#!/usr/bin/env python3
"""Minimal Jira triage helper (dry-run by default)."""
import argparse
import base64
import json
import os
import urllib.request

BASE = os.environ.get("JIRA_BASE_URL", "").rstrip("/")


def _req(method, path, body=None):
    auth = base64.b64encode(
        f"{os.environ['JIRA_EMAIL']}:{os.environ['JIRA_API_TOKEN']}".encode()
    ).decode()
    req = urllib.request.Request(
        BASE + path,
        method=method,
        data=json.dumps(body).encode() if body else None,
        headers={"Authorization": f"Basic {auth}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read() or b"{}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jql")
    ap.add_argument("--key")
    ap.add_argument("--resolve")
    ap.add_argument("--comment")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    if a.key and a.resolve:
        if a.comment:
            _req("POST", f"/rest/api/3/issue/{a.key}/comment", {"body": a.comment})
        _req("POST", f"/rest/api/3/issue/{a.key}/transitions",
             {"transition": {"name": a.resolve}})
        print(f"{a.key} -> {a.resolve}")
        return
    res = _req("GET", "/rest/api/3/search?jql=" + urllib.request.quote(a.jql or ""))
    for issue in res.get("issues", []):
        print(issue["key"], issue["fields"]["summary"])


if __name__ == "__main__":
    main()
