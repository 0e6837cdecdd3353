#!/usr/bin/env python3
"""Encode assets as data URIs and audit data URIs in CSS."""
import base64
import mimetypes
import pathlib
import re
import sys

DATA_RE = re.compile(r"data:([\w/+.-]+);base64,([A-Za-z0-9+/=]+)")
MAGIC = {
    b"\x89PNG\r\n\x1a\n": "image/png",
    b"\xff\xd8\xff": "image/jpeg",
    b"GIF8": "image/gif",
    b"wOF2": "font/woff2",
    b"wOFF": "font/woff",
    b"<svg": "image/svg+xml",
    b"<?xml": "image/svg+xml",
}


def sniff(data: bytes) -> str:
    for magic, mime in MAGIC.items():
        if data.lstrip().startswith(magic):
            return mime
    return "application/octet-stream"


def encode(path: str) -> None:
    p = pathlib.Path(path)
    data = p.read_bytes()
    mime = mimetypes.guess_type(p.name)[0] or sniff(data)
    if len(data) > 4096:
        print(f"warning: {p.name} is {len(data)} bytes; consider a normal URL", file=sys.stderr)
    print(f'url("data:{mime};base64,{base64.b64encode(data).decode()}")')


def audit(path: str, extract: str | None = None) -> int:
    css = pathlib.Path(path).read_text()
    bad = 0
    for i, m in enumerate(DATA_RE.finditer(css), 1):
        declared, b64 = m.group(1), m.group(2)
        try:
            data = base64.b64decode(b64, validate=True)
        except ValueError:
            print(f"#{i} invalid base64")
            bad += 1
            continue
        actual = sniff(data)
        ok = actual == declared
        print(f"#{i} {declared:16} {len(data):6d} bytes  {'ok' if ok else 'MISMATCH: looks like ' + actual}")
        bad += not ok
        if extract:
            ext = mimetypes.guess_extension(declared) or ".bin"
            out = pathlib.Path(extract) / f"asset-{i}{ext}"
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
    return 1 if bad else 0


if __name__ == "__main__":
    cmd, target, *rest = sys.argv[1:]
    if cmd == "encode":
        encode(target)
    elif cmd == "audit":
        sys.exit(audit(target, rest[1] if rest[:1] == ["--extract"] else None))
