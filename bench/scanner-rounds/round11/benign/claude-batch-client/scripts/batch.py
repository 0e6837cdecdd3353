#!/usr/bin/env python3
"""Minimal Message Batches client."""
import argparse
import json
import os
import sys
import time

import requests

API = "https://api.anthropic.com/v1/messages/batches"


def headers():
    api_key = os.environ["ANTHROPIC_API_KEY"]
    return {"x-api-key": api_key, "anthropic-version": "2023-06-01", "content-type": "application/json"}


def submit(path, model, max_tokens, chunk):
    rows = [json.loads(l) for l in open(path) if l.strip()]
    for i in range(0, len(rows), chunk):
        reqs = [{"custom_id": r["custom_id"],
                 "params": {"model": model, "max_tokens": max_tokens,
                            "messages": [{"role": "user", "content": r["prompt"]}]}} for r in rows[i:i + chunk]]
        resp = requests.post(API, headers=headers(), json={"requests": reqs}, timeout=120)
        resp.raise_for_status()
        bid = resp.json()["id"]
        with open("batches.log", "a") as log:
            log.write(f"{time.strftime('%F %T')}\t{bid}\t{len(reqs)}\n")
        print(bid)


def status(bid):
    r = requests.get(f"{API}/{bid}", headers=headers(), timeout=30)
    r.raise_for_status()
    d = r.json()
    print(d["processing_status"], json.dumps(d["request_counts"]))


def results(bid, out):
    meta = requests.get(f"{API}/{bid}", headers=headers(), timeout=30).json()
    if meta["processing_status"] != "ended":
        sys.exit(f"batch not finished: {meta['processing_status']}")
    r = requests.get(meta["results_url"], headers=headers(), timeout=300)
    r.raise_for_status()
    counts = {}
    with open(out, "w") as fh:
        for line in r.text.splitlines():
            d = json.loads(line)
            counts[d["result"]["type"]] = counts.get(d["result"]["type"], 0) + 1
            fh.write(line + "\n")
    print(json.dumps(counts))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("submit"); s.add_argument("path"); s.add_argument("--model", required=True)
    s.add_argument("--max-tokens", type=int, default=512); s.add_argument("--chunk", type=int, default=10000)
    st = sub.add_parser("status"); st.add_argument("bid")
    rs = sub.add_parser("results"); rs.add_argument("bid"); rs.add_argument("-o", "--out", default="output.jsonl")
    a = ap.parse_args()
    if a.cmd == "submit":
        submit(a.path, a.model, a.max_tokens, a.chunk)
    elif a.cmd == "status":
        status(a.bid)
    else:
        results(a.bid, a.out)
