#!/usr/bin/env python3
"""Replace url(...) references to small local files with base64 data URIs."""
import argparse
import base64
import mimetypes
import re
from pathlib import Path

URL_RX = re.compile(r"""url\((['"]?)(?!data:|https?:|//)([^)'"]+)\1\)""")
SRC_RX = re.compile(r"""src=(['"])(?!data:|https?:|//)([^'"]+)\1""")


def to_data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--max-kb", type=int, default=8)
    a = ap.parse_args()
    src = Path(a.file)
    text = src.read_text(encoding="utf-8")
    before = len(text)

    def repl(m, kind):
        p = (src.parent / m.group(2)).resolve()
        if not p.is_file() or p.stat().st_size > a.max_kb * 1024:
            return m.group(0)
        uri = to_data_uri(p)
        return f"url({uri})" if kind == "url" else f'src="{uri}"'

    text = URL_RX.sub(lambda m: repl(m, "url"), text)
    text = SRC_RX.sub(lambda m: repl(m, "src"), text)
    src.write_text(text, encoding="utf-8")
    print(f"{src}: {before} -> {len(text)} bytes")


if __name__ == "__main__":
    main()
