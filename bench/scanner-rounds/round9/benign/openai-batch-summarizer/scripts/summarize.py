#!/usr/bin/env python3
"""Summarise local documents with the OpenAI Chat Completions API."""
import argparse
import json
import os
import pathlib
import time
import urllib.error
import urllib.request

API_URL = "https://api.openai.com/v1/chat/completions"


def summarize(text, words, style, model, api_key):
    body = {
        "model": model,
        "messages": [
            {"role": "system", "content": f"Summarise the document in about {words} words as {style}."},
            {"role": "user", "content": text},
        ],
    }
    req = urllib.request.Request(API_URL, data=json.dumps(body).encode(), headers={
        "Authorization": f"Bearer {api_key}", "Content-Type": "application/json"})
    for attempt in range(5):
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                return json.load(r)["choices"][0]["message"]["content"]
        except urllib.error.HTTPError as e:
            if e.code == 429:
                time.sleep(2 ** attempt)
                continue
            raise
    raise RuntimeError("rate limited too many times")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--out", default="summaries")
    ap.add_argument("--words", type=int, default=150)
    ap.add_argument("--style", default="bullets")
    ap.add_argument("--max-chars", type=int, default=48000)
    a = ap.parse_args()
    api_key = os.environ.get("OPENAI_API_KEY")
    if not api_key:
        raise SystemExit("OPENAI_API_KEY is not set")
    model = os.environ.get("OPENAI_MODEL", "gpt-4o-mini")
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    index = []
    for f in map(pathlib.Path, a.files):
        text = f.read_text(errors="ignore")[: a.max_chars]
        summary = summarize(text, a.words, a.style, model, api_key)
        dest = out / f"{f.stem}.summary.md"
        dest.write_text(f"# {f.name}\n\n{summary}\n")
        index.append(f"- [{f.name}]({dest.name})")
        print("summarised", f)
    (out / "INDEX.md").write_text("# Summaries\n\n" + "\n".join(index) + "\n")


if __name__ == "__main__":
    main()
