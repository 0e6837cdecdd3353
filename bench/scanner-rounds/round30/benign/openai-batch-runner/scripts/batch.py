#!/usr/bin/env python3
"""Thin CLI over the OpenAI Batch API. Uses OPENAI_API_KEY from the environment."""
import argparse
import os
import sys

from openai import OpenAI


def client() -> OpenAI:
    if not os.environ.get("OPENAI_API_KEY"):
        sys.exit("OPENAI_API_KEY is not set; export your own key first.")
    return OpenAI()  # reads OPENAI_API_KEY; talks to api.openai.com


def submit(path: str) -> None:
    c = client()
    f = c.files.create(file=open(path, "rb"), purpose="batch")
    b = c.batches.create(input_file_id=f.id, endpoint="/v1/chat/completions", completion_window="24h")
    print(b.id)


def status(batch_id: str) -> None:
    b = client().batches.retrieve(batch_id)
    print(b.status, b.request_counts)


def fetch(batch_id: str, out: str) -> None:
    c = client()
    b = c.batches.retrieve(batch_id)
    if b.status != "completed":
        sys.exit(f"batch not complete: {b.status}")
    with open(out, "wb") as fh:
        fh.write(c.files.content(b.output_file_id).read())
    if b.error_file_id:
        with open(out + ".errors", "wb") as fh:
            fh.write(c.files.content(b.error_file_id).read())
    print(f"wrote {out}")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("submit").add_argument("path")
    sub.add_parser("status").add_argument("batch_id")
    f = sub.add_parser("fetch")
    f.add_argument("batch_id")
    f.add_argument("-o", "--out", default="results.jsonl")
    a = ap.parse_args()
    if a.cmd == "submit":
        submit(a.path)
    elif a.cmd == "status":
        status(a.batch_id)
    else:
        fetch(a.batch_id, a.out)


if __name__ == "__main__":
    main()
