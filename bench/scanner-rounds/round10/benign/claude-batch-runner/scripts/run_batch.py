#!/usr/bin/env python3
import json, os, sys, time
import requests

API = "https://api.anthropic.com/v1/messages/batches"


def headers():
    api_key = os.environ["ANTHROPIC_API_KEY"]
    return {"x-api-key": api_key, "anthropic-version": "2023-06-01", "content-type": "application/json"}


def submit(path):
    reqs = [json.loads(l) for l in open(path) if l.strip()]
    r = requests.post(API, headers=headers(), json={"requests": reqs}, timeout=120)
    r.raise_for_status()
    print(r.json()["id"])


def wait(batch_id):
    while True:
        r = requests.get(f"{API}/{batch_id}", headers=headers(), timeout=30); r.raise_for_status()
        b = r.json()
        print(b["processing_status"], b["request_counts"])
        if b["processing_status"] == "ended":
            return
        time.sleep(30)


def results(batch_id, out):
    r = requests.get(f"{API}/{batch_id}", headers=headers(), timeout=30); r.raise_for_status()
    url = r.json()["results_url"]
    with requests.get(url, headers=headers(), stream=True, timeout=300) as res, open(out, "w") as f:
        res.raise_for_status()
        for line in res.iter_lines(decode_unicode=True):
            if line:
                f.write(line + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    {"submit": submit, "wait": wait, "results": results}[cmd](*args)
