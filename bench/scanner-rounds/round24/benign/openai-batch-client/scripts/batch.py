#!/usr/bin/env python3
"""Minimal OpenAI Batch API client: build, submit, status, fetch, join."""
import csv
import json
import os
import sys
import time

import requests

API = "https://api.openai.com/v1"


def headers():
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set")
    return {"Authorization": f"Bearer {key}"}


def build(csv_path, prompt_col="text", model="gpt-4o-mini", system=""):
    with open(csv_path, newline="", encoding="utf-8") as fh:
        for i, row in enumerate(csv.DictReader(fh)):
            msgs = ([{"role": "system", "content": system}] if system else []) + [
                {"role": "user", "content": row[prompt_col]}
            ]
            print(json.dumps({
                "custom_id": f"row-{i}",
                "method": "POST",
                "url": "/v1/chat/completions",
                "body": {"model": model, "messages": msgs, "max_tokens": 50},
            }))


def submit(jsonl):
    with open(jsonl, "rb") as fh:
        f = requests.post(f"{API}/files", headers=headers(),
                          files={"file": fh}, data={"purpose": "batch"}, timeout=120)
    f.raise_for_status()
    b = requests.post(f"{API}/batches", headers=headers(), timeout=30, json={
        "input_file_id": f.json()["id"],
        "endpoint": "/v1/chat/completions",
        "completion_window": "24h",
    })
    b.raise_for_status()
    print(b.json()["id"])


def status(batch_id):
    r = requests.get(f"{API}/batches/{batch_id}", headers=headers(), timeout=30)
    r.raise_for_status()
    j = r.json()
    print(j["status"], j.get("request_counts"))
    return j


def fetch(batch_id):
    j = status(batch_id)
    while j["status"] in ("validating", "in_progress", "finalizing"):
        time.sleep(30)
        j = status(batch_id)
    if j.get("output_file_id"):
        r = requests.get(f"{API}/files/{j['output_file_id']}/content", headers=headers(), timeout=300)
        r.raise_for_status()
        sys.stdout.write(r.text)
    if j.get("error_file_id"):
        print(f"errors in file {j['error_file_id']}", file=sys.stderr)


def join(csv_path, results_path):
    answers = {}
    for line in open(results_path, encoding="utf-8"):
        rec = json.loads(line)
        body = rec["response"]["body"]
        answers[rec["custom_id"]] = body["choices"][0]["message"]["content"].strip()
    with open(csv_path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0]) + ["label"])
    w.writeheader()
    for i, row in enumerate(rows):
        row["label"] = answers.get(f"row-{i}", "")
        w.writerow(row)


if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    opts = {a[2:].replace("-", "_"): args[i + 1] for i, a in enumerate(args) if a.startswith("--")}
    pos = [a for i, a in enumerate(args) if not a.startswith("--") and not (i and args[i - 1].startswith("--"))]
    {"build": lambda: build(pos[0], **opts), "submit": lambda: submit(pos[0]),
     "status": lambda: status(pos[0]), "fetch": lambda: fetch(pos[0]),
     "join": lambda: join(pos[0], pos[1])}[cmd]()
