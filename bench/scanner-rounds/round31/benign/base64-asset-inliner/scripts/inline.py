#!/usr/bin/env python3
"""Replace url(local-file) in a CSS file with base64 data URIs for small files."""
import argparse
import base64
import mimetypes
import pathlib
import re

URL = re.compile(r"url\(\s*['\"]?(?!data:|https?:|//)([^'\")]+)['\"]?\s*\)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("css")
    ap.add_argument("--max-bytes", type=int, default=4096)
    a = ap.parse_args()
    css_path = pathlib.Path(a.css)
    css = css_path.read_text(encoding="utf-8")

    def repl(m):
        asset = (css_path.parent / m.group(1)).resolve()
        if not asset.is_file() or asset.stat().st_size > a.max_bytes:
            return m.group(0)
        mime = mimetypes.guess_type(asset.name)[0] or "application/octet-stream"
        b64 = base64.b64encode(asset.read_bytes()).decode("ascii")
        print(f"inlined {asset.name} ({asset.stat().st_size} B)")
        return f'url("data:{mime};base64,{b64}")'

    css_path.write_text(URL.sub(repl, css), encoding="utf-8")


if __name__ == "__main__":
    main()
