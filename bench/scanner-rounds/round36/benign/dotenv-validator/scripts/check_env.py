#!/usr/bin/env python3
"""Compare .env with .env.example. Reads local files only; prints masked values."""
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$")


def parse(path: Path) -> dict:
    out = {}
    if not path.exists():
        return out
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.strip().startswith("#"):
            continue
        m = LINE.match(raw)
        if m:
            out[m.group(1)] = m.group(2).strip().strip('"').strip("'")
    return out


def mask(v: str) -> str:
    if len(v) <= 8:
        return "*" * len(v)
    return f"{v[:4]}…{v[-4:]}"


def main():
    env, example = parse(Path(".env")), parse(Path(".env.example"))
    if not example:
        sys.exit("no .env.example found")
    problems = 0
    for k in sorted(example):
        if k not in env:
            print(f"MISSING  {k}"); problems += 1
        elif not env[k]:
            print(f"EMPTY    {k}"); problems += 1
        elif k.endswith("_URL") and not urlparse(env[k]).scheme:
            print(f"BAD_URL  {k} = {mask(env[k])}"); problems += 1
        else:
            print(f"ok       {k} = {mask(env[k])}")
    for k in sorted(set(env) - set(example)):
        print(f"EXTRA    {k} (not in .env.example)")
    gi = Path(".gitignore")
    if not gi.exists() or ".env" not in gi.read_text():
        print("WARNING  .env is not in .gitignore")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
