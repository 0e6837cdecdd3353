#!/usr/bin/env python3
"""Find invisible and bidi-control characters; optionally write cleaned copies."""
import argparse
import pathlib
import re
import unicodedata

ZERO_WIDTH = "\u200b\u200c\u2060\ufeff"
BIDI = "".join(chr(c) for c in list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A)))
SUSPECT = re.compile(f"[{ZERO_WIDTH}{BIDI}]|[\U000E0000-\U000E007F]+|(?<=[A-Za-z])\u200d(?=[A-Za-z])")


def describe(ch_run):
    if "\U000E0000" <= ch_run[0] <= "\U000E007F":
        hidden = "".join(chr(ord(c) - 0xE0000) for c in ch_run if 0xE0020 <= ord(c) <= 0xE007E)
        return f"TAG run ({len(ch_run)} chars) decoding to: {hidden!r}"
    return ", ".join(f"U+{ord(c):04X} {unicodedata.name(c, '?')}" for c in ch_run)


def scan_file(p):
    hits = []
    try:
        text = p.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return hits, None
    for ln, line in enumerate(text.splitlines(), 1):
        for m in SUSPECT.finditer(line):
            if m.start() == 0 and ln == 1 and m.group() == "\ufeff":
                continue
            hits.append((ln, m.start() + 1, describe(m.group())))
    return hits, text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--report")
    a = ap.parse_args()
    root = pathlib.Path(a.path)
    files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file() and ".git" not in p.parts]
    lines = []
    for p in files:
        hits, text = scan_file(p)
        for ln, col, desc in hits:
            lines.append(f"{p}:{ln}:{col}: {desc}")
        if a.fix and hits:
            pathlib.Path(str(p) + ".clean").write_text(SUSPECT.sub("", text), encoding="utf-8")
    out = "\n".join(lines) or "no suspicious characters found"
    if a.report:
        pathlib.Path(a.report).write_text(out + "\n", encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main()
