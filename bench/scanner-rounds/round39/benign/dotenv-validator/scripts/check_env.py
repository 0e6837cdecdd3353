#!/usr/bin/env python3
"""Compare .env with .env.example; print key names only, never values."""
import argparse
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")


def parse(path: Path) -> dict:
    out = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        m = LINE.match(raw)
        if m:
            out[m.group(1)] = m.group(2)
    return out


def unquote(v: str):
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
        return v[1:-1], True
    if v[:1] in "'\"":
        return v, False
    return v, True


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", type=Path, default=Path(".env"))
    ap.add_argument("--example", type=Path, default=Path(".env.example"))
    ap.add_argument("--ci", action="store_true")
    a = ap.parse_args()
    env, ex = parse(a.env), parse(a.example)
    problems = []
    for k in ex:
        if k not in env:
            problems.append(("missing", k))
            continue
        val, balanced = unquote(env[k])
        if not balanced:
            problems.append(("quoting", k))
        elif val == "":
            problems.append(("empty", k))
        elif ex[k].strip().isdigit() and not val.isdigit():
            problems.append(("format", f"{k} (expected integer)"))
        elif k.endswith("_URL") and not urlparse(val).scheme:
            problems.append(("format", f"{k} (expected URL)"))
    problems += [("extra", k) for k in env if k not in ex]
    for kind, key in problems:
        print(f"{kind:<8} {key}")
    print(f"ok       {len(ex) - sum(1 for p in problems if p[0] != 'extra')} keys")
    return 1 if (a.ci and problems) else 0


if __name__ == "__main__":
    sys.exit(main())
