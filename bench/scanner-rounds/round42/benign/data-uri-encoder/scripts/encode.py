#!/usr/bin/env python3
import argparse, base64, mimetypes, pathlib, re, sys

def encode(path):
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    data = pathlib.Path(path).read_bytes()
    if len(data) > 10 * 1024:
        print(f"warning: {path} is {len(data)} bytes; consider not inlining", file=sys.stderr)
    return f"data:{mime};base64,{base64.b64encode(data).decode()}"

def decode(uri, out):
    m = re.match(r"data:([^;]+);base64,(.*)", uri, re.S)
    if not m:
        raise SystemExit("not a base64 data URI")
    pathlib.Path(out).write_bytes(base64.b64decode(m.group(2)))

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--decode", metavar="OUT")
    a = ap.parse_args()
    if a.decode: decode(pathlib.Path(a.src).read_text().strip(), a.decode)
    else: print(encode(a.src))
