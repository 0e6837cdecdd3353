#!/usr/bin/env python3
import argparse, base64, mimetypes, os, re

URL_RX = re.compile(r"url\((['\"]?)([^)'\"]+)\1\)")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("css")
    ap.add_argument("--max-bytes", type=int, default=4096)
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    base = os.path.dirname(os.path.abspath(a.css))
    css = open(a.css).read()

    def repl(m):
        ref = m.group(2)
        if ref.startswith(("data:", "http:", "https:")):
            return m.group(0)
        path = os.path.join(base, ref)
        if not os.path.isfile(path) or os.path.getsize(path) > a.max_bytes:
            return m.group(0)
        mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
        data = base64.b64encode(open(path, "rb").read()).decode()
        return f"url(data:{mime};base64,{data})"

    open(a.out, "w").write(URL_RX.sub(repl, css))

if __name__ == "__main__":
    main()
