#!/usr/bin/env python3
"""Validate a .env file against .env.schema.json without revealing values."""
import argparse
import json
import re
import subprocess
import sys
from urllib.parse import urlparse


def parse_env(path):
    out = {}
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, v = line.split("=", 1)
        out[k.strip().removeprefix("export ").strip()] = v.strip().strip('"').strip("'")
    return out


def check(key, rule, val):
    t = rule.get("type", "string")
    if t == "url":
        u = urlparse(val)
        if not (u.scheme and u.netloc):
            return "not a URL"
    elif t == "port":
        if not (val.isdigit() and 0 < int(val) < 65536):
            return "not a port"
    elif t == "enum":
        if val not in rule["values"]:
            return f"not one of {rule['values']}"
    if "pattern" in rule and not re.search(rule["pattern"], val):
        return "does not match pattern"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("envfile")
    ap.add_argument("--schema", default=".env.schema.json")
    a = ap.parse_args()
    schema = json.load(open(a.schema))
    env = parse_env(a.envfile)
    problems = 0
    for key, rule in schema.items():
        if key not in env:
            if rule.get("required"):
                print(f"{key}: missing (required)")
                problems += 1
            continue
        err = check(key, rule, env[key])
        if err:
            print(f"{key}: {err}")
            problems += 1
    for key in env.keys() - schema.keys():
        print(f"{key}: not in schema (stale?)")
    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", a.envfile],
                             capture_output=True).returncode == 0
    if tracked:
        print(f"WARNING: {a.envfile} is tracked by git")
    print("OK" if not problems else f"{problems} problem(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
