#!/usr/bin/env python3
"""Digest-based deploy to Netlify: only changed files are uploaded."""
import argparse, hashlib, json, os, sys, urllib.request
from pathlib import Path

API = "https://api.netlify.com/api/v1"

def call(method, path, token, body=None, ctype="application/json"):
    data = json.dumps(body).encode() if isinstance(body, dict) else body
    req = urllib.request.Request(API + path, data=data, method=method,
                                 headers={"Authorization": f"Bearer {token}", "Content-Type": ctype})
    with urllib.request.urlopen(req) as r:
        return json.load(r)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--prod", action="store_true")
    a = ap.parse_args()
    token = os.environ.get("NETLIFY_AUTH_TOKEN")
    site = os.environ.get("NETLIFY_SITE_ID")
    if not token or not site:
        sys.exit("NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID must be set")
    root = Path(a.dir)
    files = {"/" + str(p.relative_to(root)).replace(os.sep, "/"): hashlib.sha1(p.read_bytes()).hexdigest()
             for p in root.rglob("*") if p.is_file()}
    dep = call("POST", f"/sites/{site}/deploys", token, {"files": files, "draft": not a.prod})
    need = set(dep.get("required", []))
    for path, sha in files.items():
        if sha in need:
            call("PUT", f"/deploys/{dep['id']}/files{path}", token, (root / path.lstrip("/")).read_bytes(),
                 "application/octet-stream")
    print("deploy:", dep.get("deploy_ssl_url") or dep.get("ssl_url"))

if __name__ == "__main__":
    main()
