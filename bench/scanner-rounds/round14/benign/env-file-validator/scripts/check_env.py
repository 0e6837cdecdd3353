#!/usr/bin/env python3
"""Validate a .env file against .env.example. Never prints values."""
import argparse, pathlib, re, subprocess, sys
from urllib.parse import urlparse

PLACEHOLDER = re.compile(r"^(changeme|xxx+|todo|<.*>|your[-_].*|example)$", re.I)
CODE_REF = re.compile(r"process\.env\.([A-Z0-9_]+)|os\.environ(?:\.get)?\(?\[?[\"']([A-Z0-9_]+)|getenv\([\"']([A-Z0-9_]+)")


def parse(path):
    out = {}
    for line in pathlib.Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, _, rest = line.partition("=")
        val, _, hint = rest.partition("#")
        out[k.strip().removeprefix("export ")] = (val.strip().strip("'\""), hint.strip())
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.add_argument("--example", default=".env.example")
    ap.add_argument("--scan-code")
    ap.add_argument("--strict", action="store_true")
    a = ap.parse_args()
    ex, env = parse(a.example), parse(a.env)
    problems = 0
    for k, (_, hint) in ex.items():
        if k not in env:
            print(f"MISSING   {k}"); problems += 1; continue
        v = env[k][0]
        if not v:
            print(f"EMPTY     {k}"); problems += "optional" not in hint
        elif PLACEHOLDER.match(v):
            print(f"PLACEHOLD {k}"); problems += 1
        elif "int" in hint and not v.isdigit():
            print(f"TYPE      {k}: expected int")
        elif "bool" in hint and v.lower() not in {"true", "false", "0", "1"}:
            print(f"TYPE      {k}: expected bool")
        elif "url" in hint and not urlparse(v).scheme:
            print(f"FORMAT    {k}: not a URL")
        else:
            print(f"ok        {k}: set ({len(v)} chars)")
    for k in env.keys() - ex.keys():
        print(f"EXTRA     {k} (not in example)")
    if a.scan_code:
        out = subprocess.run(["grep", "-rhoE", CODE_REF.pattern, a.scan_code], capture_output=True, text=True).stdout
        used = {next(g for g in m.groups() if g) for m in CODE_REF.finditer(out)}
        for k in sorted(used - ex.keys()):
            print(f"UNDOC     {k} used in code")
    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", a.env], capture_output=True).returncode == 0
    if tracked:
        print(f"WARNING   {a.env} is tracked by git!")
    sys.exit(1 if a.strict and problems else 0)


if __name__ == "__main__":
    main()
