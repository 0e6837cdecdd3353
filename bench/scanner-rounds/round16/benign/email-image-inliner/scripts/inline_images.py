#!/usr/bin/env python3
"""Embed small local images in an HTML file as base64 data URIs."""
import argparse
import base64
import mimetypes
import re
from pathlib import Path

IMG_RE = re.compile(r'(<img\b[^>]*\bsrc=")([^"]+)(")', re.I)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("html")
    ap.add_argument("--out", required=True)
    ap.add_argument("--max-kb", type=int, default=40)
    a = ap.parse_args()

    src = Path(a.html)
    html = src.read_text(encoding="utf-8")
    base = src.parent

    def repl(m):
        url = m.group(2)
        if url.startswith(("http://", "https://", "data:", "cid:")):
            if url.startswith("http"):
                print(f"remote image left unchanged: {url}")
            return m.group(0)
        p = (base / url).resolve()
        if not p.is_file():
            print(f"missing: {url}")
            return m.group(0)
        if p.stat().st_size > a.max_kb * 1024:
            print(f"too large, not inlined: {url} ({p.stat().st_size // 1024} KB)")
            return m.group(0)
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        b64 = base64.b64encode(p.read_bytes()).decode("ascii")
        return f"{m.group(1)}data:{mime};base64,{b64}{m.group(3)}"

    out = IMG_RE.sub(repl, html)
    Path(a.out).write_text(out, encoding="utf-8")
    print(f"wrote {a.out} ({len(out.encode()) // 1024} KB)")


if __name__ == "__main__":
    main()
