#!/usr/bin/env python3
"""Export all Zendesk macros as JSON (read-only)."""
import argparse
import base64
import json
import os
import urllib.request


def get(url, auth):
    req = urllib.request.Request(url, headers={"Authorization": f"Basic {auth}"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--subdomain", required=True)
    a = ap.parse_args()
    cred = f"{os.environ['ZD_EMAIL']}/token:{os.environ['ZD_API_TOKEN']}"
    auth = base64.b64encode(cred.encode()).decode()
    url = f"https://{a.subdomain}.zendesk.com/api/v2/macros.json?page[size]=100"
    macros = []
    while url:
        page = get(url, auth)
        macros.extend(page["macros"])
        url = page.get("links", {}).get("next") if page.get("meta", {}).get("has_more") else None
    print(json.dumps(macros, indent=2))


if __name__ == "__main__":
    main()
