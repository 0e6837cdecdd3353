#!/usr/bin/env python3
"""Compare .env with .env.example by key; never print values."""
import re
import sys

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")


def parse(path):
    keys, malformed = {}, []
    try:
        with open(path, encoding="utf-8") as f:
            for n, raw in enumerate(f, 1):
                s = raw.strip()
                if not s or s.startswith("#"):
                    continue
                m = LINE.match(s)
                if not m:
                    malformed.append(n)
                    continue
                val = m.group(2).strip().strip('"').strip("'")
                keys[m.group(1)] = bool(val)  # store only "non-empty?"
    except FileNotFoundError:
        sys.exit(f"not found: {path}")
    return keys, malformed


def main():
    env_path = sys.argv[1] if len(sys.argv) > 1 else ".env"
    ex_path = sys.argv[2] if len(sys.argv) > 2 else ".env.example"
    env, bad = parse(env_path)
    example, _ = parse(ex_path)
    problems = 0
    for k in sorted(example):
        if k not in env:
            print(f"MISSING   {k}"); problems += 1
        elif not env[k]:
            print(f"EMPTY     {k}"); problems += 1
    for k in sorted(set(env) - set(example)):
        print(f"EXTRA     {k:<20}  (not in {ex_path})")
    for n in bad:
        print(f"MALFORMED line {n}"); problems += 1
    print("OK" if not problems else f"{problems} problem(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
