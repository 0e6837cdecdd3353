#!/usr/bin/env python3
"""Compare .env with .env.example. Prints variable names, never values."""
import argparse
import re
import urllib.parse

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")


def parse(path):
    out = {}
    try:
        for raw in open(path, encoding="utf-8"):
            m = LINE.match(raw)
            if m and not raw.lstrip().startswith("#"):
                out[m.group(1)] = m.group(2).strip().strip("'\"")
    except FileNotFoundError:
        pass
    return out


def problem(key, val):
    if val == "":
        return "empty"
    if key.endswith("_URL") and not urllib.parse.urlparse(val).scheme:
        return "not a URL"
    if key.endswith("_PORT") and not (val.isdigit() and 0 < int(val) < 65536):
        return "invalid port"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.add_argument("--example", default=".env.example")
    a = ap.parse_args()
    env, example = parse(a.env), parse(a.example)
    for k in sorted(set(example) - set(env)):
        print(f"missing  {k}")
    for k in sorted(set(env) - set(example)):
        print(f"extra    {k}")
    for k in sorted(set(env) & set(example)):
        p = problem(k, env[k])
        if p:
            print(f"invalid  {k} ({p})")


if __name__ == "__main__":
    main()
