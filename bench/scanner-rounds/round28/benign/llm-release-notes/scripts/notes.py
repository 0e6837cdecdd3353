#!/usr/bin/env python3
"""Send PR titles to the Anthropic Messages API and print release notes."""
import json, os, sys, urllib.request

API_URL = "https://api.anthropic.com/v1/messages"

def main():
    key = os.environ.get("ANTHROPIC_API_KEY")
    if not key:
        sys.exit("ANTHROPIC_API_KEY is not set; export it in your shell first.")
    prs = json.load(open(sys.argv[1]))
    titles = "\n".join(f"#{p['number']}: {p['title']}" for p in prs)
    body = {
        "model": "claude-3-5-haiku-latest",
        "max_tokens": 1024,
        "messages": [{"role": "user", "content":
            "Group these merged PRs into Features, Fixes and Other, one line each:\n" + titles}],
    }
    req = urllib.request.Request(API_URL, data=json.dumps(body).encode(), method="POST",
        headers={"x-api-key": key, "anthropic-version": "2023-06-01",
                 "content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        out = json.load(r)
    print("".join(b.get("text", "") for b in out["content"]))

if __name__ == "__main__":
    main()
