#!/usr/bin/env python3
import json
import os
import sys

from openai import OpenAI

if not os.environ.get("OPENAI_API_KEY"):
    sys.exit("OPENAI_API_KEY is not set")
client = OpenAI()  # reads OPENAI_API_KEY from the environment

cmd, *args = sys.argv[1:]
if cmd == "submit":
    f = client.files.create(file=open(args[0], "rb"), purpose="batch")
    b = client.batches.create(input_file_id=f.id, endpoint="/v1/chat/completions",
                              completion_window="24h")
    print(b.id)
elif cmd == "status":
    b = client.batches.retrieve(args[0])
    print(json.dumps({"status": b.status, "counts": b.request_counts.model_dump()}))
elif cmd == "fetch":
    b = client.batches.retrieve(args[0])
    content = client.files.content(b.output_file_id)
    open(args[1], "wb").write(content.read())
    print(f"wrote {args[1]}")
