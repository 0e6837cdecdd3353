#!/usr/bin/env python3
"""Run a prompt over a JSONL file with the OpenAI Chat Completions API."""
import argparse
import json
import os
import random
import sys
import time
import urllib.error
import urllib.request

API_URL = "https://api.openai.com/v1/chat/completions"


def call(api_key, model, prompt, text):
    body = json.dumps({
        "model": model,
        "messages": [{"role": "system", "content": prompt}, {"role": "user", "content": text}],
        "temperature": 0,
    }).encode()
    req = urllib.request.Request(API_URL, data=body, headers={
        "Authorization": f"Bearer {api_key}",
        "Content-Type": "application/json",
    })
    for attempt in range(6):
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return json.load(r)["choices"][0]["message"]["content"]
        except urllib.error.HTTPError as e:
            if e.code in (429, 500, 502, 503, 504):
                wait = float(e.headers.get("retry-after") or 2 ** attempt) + random.random()
                time.sleep(wait)
                continue
            raise
    raise RuntimeError("too many retries")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="gpt-4o-mini")
    ap.add_argument("--input", required=True)
    ap.add_argument("--output", required=True)
    ap.add_argument("--prompt", required=True)
    a = ap.parse_args()
    api_key = os.environ.get("OPENAI_API_KEY")
    if not api_key:
        sys.exit("OPENAI_API_KEY is not set")
    with open(a.input) as fin, open(a.output, "w") as fout:
        for n, line in enumerate(fin, 1):
            item = json.loads(line)
            item["result"] = call(api_key, a.model, a.prompt, item["text"])
            fout.write(json.dumps(item, ensure_ascii=False) + "\n")
            print(f"\r{n} done", end="", file=sys.stderr)
    print(file=sys.stderr)


if __name__ == "__main__":
    main()
