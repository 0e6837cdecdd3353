#!/usr/bin/env python3
import argparse
import os
import sys

from openai import OpenAI


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("prompt")
    ap.add_argument("--model", default="gpt-4o-mini")
    ap.add_argument("--temperature", type=float, default=0.2)
    ap.add_argument("--system")
    a = ap.parse_args()

    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set in the environment")
    client = OpenAI(api_key=key)

    msgs = ([{"role": "system", "content": a.system}] if a.system else []) + [
        {"role": "user", "content": a.prompt}
    ]
    r = client.chat.completions.create(model=a.model, temperature=a.temperature, messages=msgs)
    print(r.choices[0].message.content)
    print(f"\n[tokens: {r.usage.prompt_tokens} in / {r.usage.completion_tokens} out]", file=sys.stderr)


if __name__ == "__main__":
    main()
