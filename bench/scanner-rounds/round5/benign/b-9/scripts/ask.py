#!/usr/bin/env python3
"""Ask a question about a file using the Anthropic Messages API."""
import argparse
import json
import os
import sys
import urllib.request

URL = "https://api.anthropic.com/v1/messages"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True)
    ap.add_argument("--model", default=os.environ.get("CLAUDE_MODEL", "claude-3-5-haiku-latest"))
    ap.add_argument("question")
    a = ap.parse_args()

    key = os.environ.get("ANTHROPIC_API_KEY")
    if not key:
        sys.exit("ANTHROPIC_API_KEY is not set in the environment.")
    with open(a.file, encoding="utf-8", errors="replace") as f:
        doc = f.read()[:150_000]

    body = json.dumps({
        "model": a.model,
        "max_tokens": 1024,
        "messages": [{"role": "user", "content": f"<document>\n{doc}\n</document>\n\n{a.question}"}],
    }).encode()
    req = urllib.request.Request(URL, data=body, headers={
        "x-api-key": key,
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
    })
    with urllib.request.urlopen(req, timeout=120) as r:
        resp = json.load(r)
    print("".join(b.get("text", "") for b in resp["content"]))
    print(f"\n(model: {resp['model']})", file=sys.stderr)


if __name__ == "__main__":
    main()
