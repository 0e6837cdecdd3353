#!/usr/bin/env python3
"""Inline small local assets referenced from HTML/CSS as data URIs."""
import argparse
import base64
import mimetypes
import re
import urllib.parse
from pathlib import Path

URL_RE = re.compile(r"""url\(\s*(['"]?)(?!data:|https?:|//)([^'")]+)\1\s*\)""")
SRC_RE = re.compile(r"""(<img\b[^>]*\bsrc=)(['"])(?!data:|https?:|//)([^'"]+)\2""", re.I)
MIME_EXTRA = {".woff2": "font/woff2", ".svg": "image/svg+xml", ".webp": "image/webp"}


def data_uri(path: Path) -> str:
    mime = MIME_EXTRA.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    raw = path.read_bytes()
    if mime == "image/svg+xml" and b"#" not in raw:
        return "data:image/svg+xml," + urllib.parse.quote(raw.decode("utf-8"), safe=" =:/;,'\"<>")
    return f"data:{mime};base64," + base64.b64encode(raw).decode("ascii")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("-o", "--out", type=Path)
    ap.add_argument("--max-kb", type=float, default=10)
    a = ap.parse_args()
    base = a.src.parent
    text = a.src.read_text(encoding="utf-8")
    stats = {"inlined": 0, "skipped": 0, "bytes_before": 0, "bytes_after": 0}

    def resolve(ref):
        p = (base / urllib.parse.unquote(ref.split("?")[0].split("#")[0])).resolve()
        if not p.is_file() or p.stat().st_size > a.max_kb * 1024 or p.suffix.lower() in (".ttf", ".otf"):
            stats["skipped"] += 1
            return None
        uri = data_uri(p)
        stats["inlined"] += 1
        stats["bytes_before"] += p.stat().st_size
        stats["bytes_after"] += len(uri)
        return uri

    text = URL_RE.sub(lambda m: f'url("{resolve(m.group(2)) or m.group(2)}")', text)
    text = SRC_RE.sub(lambda m: f"{m.group(1)}{m.group(2)}{resolve(m.group(3)) or m.group(3)}{m.group(2)}", text)
    out = a.out or a.src.with_name(a.src.stem + ".inlined" + a.src.suffix)
    out.write_text(text, encoding="utf-8")
    print(f"inlined {stats['inlined']}, skipped {stats['skipped']}, "
          f"{stats['bytes_before']} B -> {stats['bytes_after']} B; wrote {out}")


if __name__ == "__main__":
    main()
