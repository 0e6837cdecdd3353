#!/usr/bin/env python3
"""Static heuristics for obfuscated code. Read-only: nothing is executed."""
import base64
import binascii
import pathlib
import re
import sys

RULES = {
    "OB01": re.compile(r"\b(eval|exec|Function)\s*\(\s*(atob|base64\.b64decode|Buffer\.from)\b"),
    "OB02": re.compile(r"exec\s*\(\s*zlib\.decompress"),
    "OB03": re.compile(r"fromCharCode\(\s*(\d+\s*,\s*){20,}"),
    "OB04": re.compile(r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b"),
    "OB05": re.compile(r"['\"]([A-Za-z0-9+/=]{200,}|[0-9a-fA-F]{200,})['\"]"),
    "OB06": re.compile(r"\"(pre|post)install\"\s*:\s*\"[^\"]*(curl|wget|https?://|node -e)"),
}
EXTS = {".py", ".js", ".mjs", ".cjs", ".ts", ".sh", ".rb", ".json"}


def preview(blob: str) -> str:
    for dec in (base64.b64decode, binascii.unhexlify):
        try:
            return dec(blob)[:120].decode("utf-8", "replace")
        except (binascii.Error, ValueError):
            continue
    return "<undecodable>"


def scan(path: pathlib.Path):
    text = path.read_text(encoding="utf-8", errors="replace")
    for rid, rx in RULES.items():
        for m in rx.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            extra = f"  preview={preview(m.group(1))!r}" if rid == "OB05" else ""
            print(f"{path}:{line}: {rid} {m.group(0)[:80]!r}{extra}")


for root in sys.argv[1:] or ["."]:
    for p in pathlib.Path(root).rglob("*"):
        if p.is_file() and p.suffix in EXTS:
            scan(p)
