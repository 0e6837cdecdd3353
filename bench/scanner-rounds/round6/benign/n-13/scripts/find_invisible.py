#!/usr/bin/env python3
import argparse, pathlib, shutil, sys, unicodedata

SUSPECT = {0x200B, 0x200C, 0x200D, 0x2060, 0x00AD, 0xFEFF,
           *range(0x202A, 0x202F), *range(0x2066, 0x206A), *range(0xE0000, 0xE0080)}
STRIP = {0x200B, 0x2060, 0x00AD}


def scan(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in SUSPECT and not (cp == 0xFEFF and ln == 1 and col == 1):
                name = unicodedata.name(ch, "UNKNOWN")
                print(f"{path}:{ln}:{col} U+{cp:04X} {name}")
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+"); ap.add_argument("--fix", action="store_true")
    a = ap.parse_args()
    for p in a.paths:
        for f in ([pathlib.Path(p)] if pathlib.Path(p).is_file() else pathlib.Path(p).rglob("*")):
            if f.is_file() and f.suffix not in {".png", ".jpg", ".pdf", ".zip"}:
                text = scan(f)
                if a.fix:
                    shutil.copy2(f, f.with_suffix(f.suffix + ".bak"))
                    f.write_text("".join(c for c in text if ord(c) not in STRIP), encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
