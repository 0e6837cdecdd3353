#!/usr/bin/env python3
"""List bidirectional control characters in text files (read-only)."""
import sys
import unicodedata
from pathlib import Path

BIDI = {
    0x200E: "LRM", 0x200F: "RLM", 0x061C: "ALM",
    0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO",
    0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
}
RISKY = {0x202A, 0x202B, 0x202D, 0x202E}


def scan(path):
    for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in BIDI:
                level = "RISKY" if cp in RISKY else "info"
                print(f"{path}:{n}:{col}\tU+{cp:04X} {BIDI[cp]}\t{level}\t{unicodedata.name(ch, '')}")


def main():
    roots = [Path(p) for p in sys.argv[1:]] or [Path(".")]
    for root in roots:
        files = [root] if root.is_file() else root.rglob("*")
        for f in files:
            if f.is_file() and f.suffix in {".json", ".po", ".yml", ".yaml", ".properties", ".strings", ".xml"}:
                scan(f)


if __name__ == "__main__":
    main()
