#!/usr/bin/env python3
import pathlib, sys, unicodedata

BAD = {0x200B, 0x200C, 0x2060, 0xFEFF, 0x00A0} | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))

def scan(path, fix):
    text = path.read_text(encoding="utf-8", errors="replace")
    hits = [(i, c) for i, c in enumerate(text) if ord(c) in BAD and not (i == 0 and c == "\ufeff")]
    for i, c in hits:
        line = text.count("\n", 0, i) + 1
        print(f"{path}:{line}: U+{ord(c):04X} {unicodedata.name(c, '?')}")
    if fix and hits:
        clean = "".join(" " if ord(c) == 0xA0 else "" if ord(c) in BAD else c for c in text)
        path.write_text(unicodedata.normalize("NFC", clean), encoding="utf-8")

if __name__ == "__main__":
    fix = "--fix" in sys.argv
    for root in [a for a in sys.argv[1:] if not a.startswith("--")]:
        for p in pathlib.Path(root).rglob("*"):
            if p.is_file() and p.suffix in {".py", ".js", ".ts", ".go", ".rs", ".md"}:
                scan(p, fix)
