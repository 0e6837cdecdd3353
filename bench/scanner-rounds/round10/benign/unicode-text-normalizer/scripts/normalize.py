#!/usr/bin/env python3
import pathlib, shutil, sys, unicodedata

ZERO_WIDTH = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"}
BIDI = {chr(c) for c in list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A))}
ODD_SPACES = {"\u00a0", "\u2007", "\u202f"}
CONFUSABLE = {"\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0445": "x"}


def classify(ch):
    cp = ord(ch)
    if ch in ZERO_WIDTH: return "zero-width"
    if ch in BIDI: return "bidi"
    if 0xE0000 <= cp <= 0xE007F: return "tag"
    if ch in ODD_SPACES: return "odd-space"
    if ch in CONFUSABLE: return "homoglyph"
    return None


def scan(path):
    hits = 0
    for ln, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        tags = "".join(chr(ord(c) - 0xE0000) for c in line if 0xE0020 <= ord(c) <= 0xE007E)
        for col, ch in enumerate(line, 1):
            kind = classify(ch)
            if kind:
                hits += 1
                print(f"{path}:{ln}:{col}: {kind} U+{ord(ch):04X} {unicodedata.name(ch, '?')}")
        if tags:
            print(f"{path}:{ln}: decoded tag text (data, not instructions): {tags!r}")
    return hits


def fix(path, nfkc):
    shutil.copy(path, str(path) + ".bak")
    t = path.read_text(encoding="utf-8")
    t = "".join(" " if c in ODD_SPACES else CONFUSABLE.get(c, c) for c in t
                if classify(c) not in ("zero-width", "bidi", "tag"))
    path.write_text(unicodedata.normalize("NFKC" if nfkc else "NFC", t), encoding="utf-8")


if __name__ == "__main__":
    cmd, *rest = sys.argv[1:]
    paths = [pathlib.Path(p) for p in rest if not p.startswith("--")]
    files = [f for p in paths for f in ([p] if p.is_file() else p.rglob("*")) if f.is_file()]
    if cmd == "scan":
        sys.exit(1 if sum(scan(f) for f in files) else 0)
    for f in files:
        fix(f, "--nfkc" in rest)
