#!/usr/bin/env python3
"""Split Markdown into translatable segments and join them back."""
import json
import re
import sys

BADGE = re.compile(r"^\s*(\[!\[|!\[).*\)\s*$")


def split(text: str):
    segs, in_code = [], False
    for line in text.splitlines():
        if line.strip().startswith("```"):
            in_code = not in_code
            segs.append({"text": line, "translate": False})
            continue
        translatable = not in_code and bool(line.strip()) and not BADGE.match(line)
        segs.append({"text": line, "translate": translatable})
    return segs


if __name__ == "__main__":
    if sys.argv[1] == "--join":
        segs = json.load(open(sys.argv[2], encoding="utf-8"))
        print("\n".join(s["text"] for s in segs))
    else:
        print(json.dumps(split(open(sys.argv[1], encoding="utf-8").read()), ensure_ascii=False, indent=1))
