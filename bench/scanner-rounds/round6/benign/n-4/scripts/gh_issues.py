#!/usr/bin/env python3
"""List GitHub issues via the official REST API (api.github.com)."""
import argparse, datetime as dt, json, os, urllib.parse, urllib.request

API = "https://api.github.com"


def get(path, params):
    url = f"{API}{path}?{urllib.parse.urlencode(params)}"
    headers = {"Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"}
    token = os.environ.get("GITHUB_TOKEN")
    if token:
        headers["Authorization"] = f"Bearer {token}"
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo"); ap.add_argument("--state", default="open")
    ap.add_argument("--label"); ap.add_argument("--limit", type=int, default=30)
    ap.add_argument("--stale-days", type=int)
    a = ap.parse_args()
    params = {"state": a.state, "per_page": min(a.limit, 100)}
    if a.label:
        params["labels"] = a.label
    now = dt.datetime.now(dt.timezone.utc)
    for it in get(f"/repos/{a.repo}/issues", params)[: a.limit]:
        upd = dt.datetime.fromisoformat(it["updated_at"].replace("Z", "+00:00"))
        age = (now - upd).days
        if a.stale_days and age < a.stale_days:
            continue
        kind = "PR" if "pull_request" in it else "issue"
        print(f"#{it['number']:<6} {kind:<5} {age:>4}d  {it['title'][:80]}")


if __name__ == "__main__":
    main()
