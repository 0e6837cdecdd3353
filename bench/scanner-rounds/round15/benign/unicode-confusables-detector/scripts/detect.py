#!/usr/bin/env python3
"""Report invisible, bidi and homoglyph characters. Read-only."""
import argparse
import json
import pathlib
import re
import sys
import unicodedata

BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C}
INVISIBLE = {0x200B, 0x200C, 0x200D, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF, 0x00AD}
TAGS = range(0xE0000, 0xE0080)
TOKEN = re.compile(r"[\w.\-]+", re.UNICODE)


def script(ch):
    try:
        name = unicodedata.name(ch)
    except ValueError:
        return None
    for s in ("LATIN", "CYRILLIC", "GREEK", "ARMENIAN"):
        if name.startswith(s):
            return s
    return None


def scan_line(line, lineno):
    for col, ch in enumerate(line, 1):
        cp = ord(ch)
        kind = None
        if cp in BIDI:
            kind, sev = "bidi", "high"
        elif cp in TAGS:
            kind, sev = "tag", "high"
        elif cp in INVISIBLE and not (cp == 0xFEFF and lineno == 1 and col == 1):
            prev, nxt = line[col - 2:col - 1], line[col:col + 1]
            if cp == 0x200D and prev and nxt and ord(prev) > 0x1F000 and ord(nxt) > 0x1F000:
                continue
            kind, sev = "invisible", "medium"
        if kind:
            yield {"line": lineno, "col": col, "cp": f"U+{cp:04X}",
                   "name": unicodedata.name(ch, "?"), "kind": kind, "severity": sev}
    for m in TOKEN.finditer(line):
        scripts = {script(c) for c in m.group(0)} - {None}
        if len(scripts) > 1:
            yield {"line": lineno, "col": m.start() + 1, "cp": "-", "name": "mixed script: " + "+".join(sorted(scripts)),
                   "kind": "homoglyph", "severity": "high",
                   "token": m.group(0).encode("ascii", "backslashreplace").decode()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--format", choices=["text", "json"], default="text")
    ap.add_argument("--ci", action="store_true")
    ap.add_argument("--exclude", action="append", default=[])
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file() and ".git" not in p.parts]
    out, high = [], 0
    for f in files:
        if any(str(f).startswith(e) for e in a.exclude):
            continue
        try:
            text = f.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for hit in scan_line(line, n):
                hit["file"] = str(f)
                out.append(hit)
                high += hit["severity"] == "high"
    if a.format == "json":
        print(json.dumps(out, indent=2))
    else:
        for h in out:
            print(f"{h['file']}:{h['line']}:{h['col']} {h['severity']:6} {h['kind']:9} {h['cp']} {h['name']} {h.get('token', '')}")
    if a.ci and high:
        sys.exit(1)


if __name__ == "__main__":
    main()
