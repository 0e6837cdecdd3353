#!/usr/bin/env python3
"""Inline local images in HTML as base64 data URIs (and extract them back)."""
import argparse
import base64
import mimetypes
import pathlib
import re
import urllib.parse

IMG_RE = re.compile(r'(<img\b[^>]*\bsrc=")([^"]+)(")', re.I)
CSS_RE = re.compile(r'(url\(\s*["\']?)([^"\')]+)(["\']?\s*\))', re.I)
DATA_RE = re.compile(r'data:(image/[\w+.-]+);base64,([A-Za-z0-9+/=]+)')


def to_data_uri(path: pathlib.Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    raw = path.read_bytes()
    if mime == "image/svg+xml":
        return "data:image/svg+xml," + urllib.parse.quote(raw.decode("utf-8"))
    return f"data:{mime};base64," + base64.b64encode(raw).decode("ascii")


def inline(html: str, base: pathlib.Path, max_kb: int) -> str:
    def repl(m):
        src = m.group(2)
        if src.startswith(("http:", "https:", "data:", "cid:")):
            return m.group(0)
        p = (base / src).resolve()
        if not p.is_file() or p.stat().st_size > max_kb * 1024:
            return m.group(0)
        return m.group(1) + to_data_uri(p) + m.group(3)
    return CSS_RE.sub(repl, IMG_RE.sub(repl, html))


def extract(html: str, outdir: pathlib.Path):
    outdir.mkdir(parents=True, exist_ok=True)
    for i, m in enumerate(DATA_RE.finditer(html)):
        ext = mimetypes.guess_extension(m.group(1)) or ".bin"
        (outdir / f"image-{i}{ext}").write_bytes(base64.b64decode(m.group(2)))
        print(f"extracted image-{i}{ext}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("html")
    ap.add_argument("--out")
    ap.add_argument("--max-kb", type=int, default=64)
    ap.add_argument("--extract", action="store_true")
    ap.add_argument("--dir", default="extracted")
    a = ap.parse_args()
    src = pathlib.Path(a.html)
    text = src.read_text(encoding="utf-8")
    if a.extract:
        extract(text, pathlib.Path(a.dir))
        return
    out = inline(text, src.parent, a.max_kb)
    pathlib.Path(a.out or src.with_suffix(".inline.html")).write_text(out, encoding="utf-8")
    print(f"{len(text)} -> {len(out)} bytes")


if __name__ == "__main__":
    main()
