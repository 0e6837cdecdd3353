#!/usr/bin/env python3
"""Inline small local assets referenced from a CSS file as data URIs."""
import argparse
import base64
import mimetypes
import pathlib
import re
import urllib.parse

URL_RE = re.compile(r"url\((['\"]?)(?!data:|https?:|//)([^)'\"]+)\1\)")


def data_uri(path: pathlib.Path) -> str:
    raw = path.read_bytes()
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    b64 = f"data:{mime};base64,{base64.b64encode(raw).decode('ascii')}"
    if mime == "image/svg+xml":
        pct = "data:image/svg+xml," + urllib.parse.quote(raw.decode("utf-8"), safe=" =:/'")
        return min(b64, pct, key=len)
    return b64


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("css")
    ap.add_argument("--max-kb", type=float, default=4)
    ns = ap.parse_args()
    css_path = pathlib.Path(ns.css)
    css = css_path.read_text(encoding="utf-8")
    limit = int(ns.max_kb * 1024)
    inlined = 0

    def repl(m: re.Match) -> str:
        nonlocal inlined
        asset = (css_path.parent / m.group(2)).resolve()
        if asset.is_file() and asset.stat().st_size <= limit:
            inlined += 1
            return f"url({data_uri(asset)})"
        return m.group(0)

    css_path.write_text(URL_RE.sub(repl, css), encoding="utf-8")
    print(f"inlined {inlined} asset(s) into {css_path}")


if __name__ == "__main__":
    main()
