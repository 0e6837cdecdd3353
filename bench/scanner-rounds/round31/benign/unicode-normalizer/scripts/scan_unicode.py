#!/usr/bin/env python3
"""Find invisible / bidi / tag characters and mixed-script identifiers."""
import argparse
import pathlib
import re
import unicodedata

INVISIBLE = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))
TAGS = range(0xE0000, 0xE0080)
IDENT = re.compile(r"[^\W\d]\w*", re.UNICODE)


def scripts(word):
    out = set()
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            out.add(name.split(" ")[0])
    return out


def scan(path, fix):
    text = path.read_text(encoding="utf-8", errors="replace")
    findings = []
    for n, line in enumerate(text.splitlines(), 1):
        for ch in line:
            cp = ord(ch)
            if cp in INVISIBLE or cp in BIDI or cp in TAGS:
                findings.append((n, f"U+{cp:04X} {unicodedata.name(ch, 'UNKNOWN')}"))
        for word in IDENT.findall(line):
            s = scripts(word)
            if "LATIN" in s and (s & {"CYRILLIC", "GREEK"}):
                findings.append((n, f"mixed-script identifier {word!r}"))
    if fix:
        cleaned = "".join(c for c in text if ord(c) not in INVISIBLE | BIDI and ord(c) not in TAGS)
        path.write_text(unicodedata.normalize("NFC", cleaned), encoding="utf-8")
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--fix", action="store_true")
    a = ap.parse_args()
    for root in a.paths:
        for f in pathlib.Path(root).rglob("*"):
            if f.is_file() and f.suffix in {".py", ".js", ".ts", ".go", ".rs", ".md", ".c", ".h", ".java"}:
                for line, msg in scan(f, a.fix):
                    print(f"{f}:{line}: {msg}")


if __name__ == "__main__":
    main()
