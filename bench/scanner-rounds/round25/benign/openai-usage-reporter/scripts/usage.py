#!/usr/bin/env python3
import argparse, os, sys, time
import requests

API = "https://api.openai.com/v1/organization/usage/completions"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set")
    start = int(time.time()) - a.days * 86400
    r = requests.get(API, headers={"Authorization": f"Bearer {key}"},
                     params={"start_time": start, "group_by": ["model"]}, timeout=30)
    r.raise_for_status()
    totals = {}
    for bucket in r.json().get("data", []):
        for res in bucket.get("results", []):
            m = res.get("model") or "unknown"
            t = totals.setdefault(m, [0, 0])
            t[0] += res.get("input_tokens", 0); t[1] += res.get("output_tokens", 0)
    for m, (i, o) in sorted(totals.items()):
        print(f"{m}\t{i}\t{o}")

if __name__ == "__main__":
    main()
