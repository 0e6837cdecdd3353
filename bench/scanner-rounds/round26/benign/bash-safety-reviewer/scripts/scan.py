#!/usr/bin/env python3
"""Flag risky shell idioms that ShellCheck does not cover."""
import pathlib
import re
import sys

RULES = {
    "unguarded-rm": re.compile(r'rm\s+-[a-zA-Z]*r[a-zA-Z]*f?\s+"?\$\{?[A-Za-z_]+\}?/'),
    "pipe-to-shell": re.compile(r'(curl|wget)[^|]*\|\s*(sudo\s+)?(ba|z)?sh\b'),
    "world-writable": re.compile(r'chmod\s+(-R\s+)?0?777'),
    "eval-var": re.compile(r'\beval\s+["\']?.*\$'),
    "force-push": re.compile(r'git\s+push\s+.*--force(?!-with-lease)'),
}


def scan(path: pathlib.Path):
    text = path.read_text(errors="ignore").splitlines()
    strict = any("set -euo pipefail" in l or "set -eu" in l for l in text[:20])
    for i, line in enumerate(text, 1):
        if line.lstrip().startswith("#"):
            continue
        for rule, rx in RULES.items():
            if rule == "unguarded-rm" and ":?" in line:
                continue
            if rx.search(line):
                print(f"{path}:{i}  {rule}\n    {line.strip()}")
    if not strict and any(re.search(r"\brm\b|deploy|kubectl", l) for l in text):
        print(f"{path}:1  missing-strict-mode")


root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for f in ([root] if root.is_file() else sorted(root.rglob("*.sh"))):
    scan(f)
