#!/usr/bin/env python3
import argparse, json, os, sys, time, urllib.request

URL = "https://api.openai.com/v1/chat/completions"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="gpt-4o-mini")
    ap.add_argument("prompt")
    a = ap.parse_args()
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set; export it in your shell first.")
    body = json.dumps({"model": a.model,
                       "messages": [{"role": "user", "content": a.prompt}]}).encode()
    req = urllib.request.Request(URL, data=body, headers={
        "Authorization": f"Bearer {key}", "Content-Type": "application/json"})
    for attempt in range(3):
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                data = json.load(r)
            break
        except urllib.error.HTTPError as e:
            if e.code != 429 or attempt == 2:
                sys.exit(f"API error {e.code}")
            time.sleep(2 ** attempt)
    print(data["choices"][0]["message"]["content"])
    print("tokens:", data.get("usage", {}).get("total_tokens"), file=sys.stderr)


if __name__ == "__main__":
    main()
