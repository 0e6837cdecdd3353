#!/usr/bin/env python3
"""Report invisible / deceptive Unicode characters in text files."""
import argparse, pathlib, unicodedata

SUSPICIOUS = {
    "zero-width": [(0x200B, 0x200D), (0x2060, 0x2060), (0xFEFF, 0xFEFF)],
    "bidi": [(0x202A, 0x202E), (0x2066, 0x2069)],
    "tag": [(0xE0000, 0xE007F)],
}

def classify(cp):
    for name, ranges in SUSPICIOUS.items():
        for lo, hi in ranges:
            if lo <= cp <= hi:
                return name
    return None

def scan(path, show):
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return 0
    n = 0
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            kind = classify(ord(ch))
            if kind:
                n += 1
                name = unicodedata.name(ch, "UNNAMED")
                print(f"{path}:{ln}:{col}: {kind} U+{ord(ch):04X} {name}")
                if show:
                    print("    " + line.encode("unicode_escape").decode()[:200])
    return n

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--show", action="store_true")
    a = ap.parse_args()
    t = pathlib.Path(a.target)
    files = [t] if t.is_file() else [p for p in t.rglob("*") if p.is_file() and ".git" not in p.parts]
    total = sum(scan(f, a.show) for f in files)
    print(f"{total} suspicious character(s)")
