#!/usr/bin/env python3
"""Split Markdown into translatable / non-translatable segments and join them back."""
import json
import re
import sys

FENCE = re.compile(r"^```")


def split(text):
    segs, buf, in_code = [], [], False
    for line in text.splitlines(keepends=True):
        if FENCE.match(line):
            if buf:
                segs.append({"translate": not in_code, "text": "".join(buf)})
                buf = []
            in_code = not in_code
            segs.append({"translate": False, "text": line})
            continue
        buf.append(line)
    if buf:
        segs.append({"translate": not in_code, "text": "".join(buf)})
    return segs


if __name__ == "__main__":
    if sys.argv[1] == "--join":
        print("".join(s["text"] for s in json.load(open(sys.argv[2]))), end="")
    else:
        print(json.dumps(split(open(sys.argv[1], encoding="utf-8").read()), ensure_ascii=False, indent=2))
