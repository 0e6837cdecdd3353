#!/usr/bin/env python3
"""Compare expected env vars (from an example file) with the current env. Local only."""
import difflib
import os
import sys


def expected(path: str) -> list[str]:
    names = []
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            names.append(line.split("=", 1)[0].removeprefix("export ").strip())
    return names


def describe(v: str) -> str:
    return f"({v[:4]}…, {len(v)} chars)"


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else ".env.example"
    names = expected(path)
    missing = 0
    for n in names:
        v = os.environ.get(n)
        if v is None:
            status, extra = "MISSING", ""
            close = difflib.get_close_matches(n, os.environ.keys(), n=1, cutoff=0.85)
            if close:
                extra = f"  (did you mean {close[0]}?)"
            missing += 1
        elif v == "":
            status, extra = "empty", ""
        else:
            status, extra = "set", "  " + describe(v)
        print(f"{n:<20}{status:<9}{extra}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
