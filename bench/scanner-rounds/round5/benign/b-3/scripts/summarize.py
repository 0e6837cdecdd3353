#!/usr/bin/env python3
"""Summarise a text file with the OpenAI Chat Completions API."""
import json
import os
import sys
import urllib.error
import urllib.request

API_URL = "https://api.openai.com/v1/chat/completions"
MODEL = os.environ.get("OPENAI_MODEL", "gpt-4o-mini")


def summarize(text):
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set. Export it in your shell; do not paste it into chat.")
    body = json.dumps({
        "model": MODEL,
        "messages": [
            {"role": "system", "content": "Summarise the document in at most 7 bullet points."},
            {"role": "user", "content": text[:100_000]},
        ],
    }).encode()
    req = urllib.request.Request(API_URL, data=body, headers={
        "Authorization": f"Bearer {key}",
        "Content-Type": "application/json",
    })
    try:
        with urllib.request.urlopen(req, timeout=120) as r:
            return json.load(r)["choices"][0]["message"]["content"]
    except urllib.error.HTTPError as e:
        sys.exit(f"OpenAI API error {e.code}: {e.read().decode(errors='replace')[:300]}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: summarize.py FILE")
    with open(sys.argv[1], encoding="utf-8", errors="replace") as f:
        print(summarize(f.read()))
