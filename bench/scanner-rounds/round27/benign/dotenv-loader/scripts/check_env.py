#!/usr/bin/env python3
"""Compare .env keys with .env.example without printing any values."""
from pathlib import Path


def keys(path: str) -> set[str]:
    p = Path(path)
    if not p.exists():
        return set()
    out = set()
    for line in p.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            out.add(line.removeprefix("export ").split("=", 1)[0].strip())
    return out


example, actual = keys(".env.example"), keys(".env")
if not actual:
    print(".env not found - create it from .env.example")
for k in sorted(example - actual):
    print(f"missing: {k}")
for k in sorted(actual - example):
    print(f"undocumented (add to .env.example): {k}")
if example == actual:
    print("ok: .env matches .env.example keys")
