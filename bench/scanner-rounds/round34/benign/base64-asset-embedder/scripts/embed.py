#!/usr/bin/env python3
import argparse
import base64
import mimetypes
import os
import re

URL_RX = re.compile(r"url\((['\"]?)([^)'\"]+)\1\)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("css")
    ap.add_argument("--max-kb", type=int, default=8)
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    base = os.path.dirname(os.path.abspath(a.css))
    text = open(a.css, encoding="utf-8").read()

    def repl(m):
        ref = m.group(2)
        if ref.startswith(("http:", "https:", "data:", "//")):
            return m.group(0)
        path = os.path.join(base, ref)
        if not os.path.isfile(path) or os.path.getsize(path) > a.max_kb * 1024:
            return m.group(0)
        mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
        data = base64.b64encode(open(path, "rb").read()).decode("ascii")
        print(f"inlined {ref} ({os.path.getsize(path)} B -> {len(data)} B)")
        return f"url(data:{mime};base64,{data})"

    out = URL_RX.sub(repl, text)
    open(a.out or a.css, "w", encoding="utf-8").write(out)


if __name__ == "__main__":
    main()
