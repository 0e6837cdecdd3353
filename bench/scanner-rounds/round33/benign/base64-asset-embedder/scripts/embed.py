#!/usr/bin/env python3
"""Create data URIs for small assets, or inline them into a CSS file."""
import argparse
import base64
import mimetypes
import re
import shutil
from pathlib import Path


def data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode()}"


def inline_css(css: Path, max_kb: int) -> int:
    shutil.copy(css, css.with_suffix(css.suffix + ".bak"))
    text, n = css.read_text(), 0

    def repl(m):
        nonlocal n
        ref = m.group(1).strip("'\"")
        p = (css.parent / ref).resolve()
        if ref.startswith(("data:", "http:", "https:")) or not p.is_file() or p.stat().st_size > max_kb * 1024:
            return m.group(0)
        n += 1
        return f'url("{data_uri(p)}")'

    css.write_text(re.sub(r"url\(([^)]+)\)", repl, text))
    return n


ap = argparse.ArgumentParser()
ap.add_argument("file", nargs="?")
ap.add_argument("--css")
ap.add_argument("--max-kb", type=int, default=4)
a = ap.parse_args()
if a.css:
    print(f"inlined {inline_css(Path(a.css), a.max_kb)} assets")
else:
    print(data_uri(Path(a.file)))
