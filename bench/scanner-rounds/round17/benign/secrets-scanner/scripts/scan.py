#!/usr/bin/env python3
"""Local-only secrets scanner. Prints redacted findings; never transmits data."""
import re
import subprocess
import sys
import tomllib
from pathlib import Path

RULES = tomllib.loads((Path(__file__).parent.parent / "rules" / "patterns.toml").read_text())
COMPILED = [(r["id"], re.compile(r["regex"])) for r in RULES["rule"]]
ALLOW = [re.compile(x) for x in RULES["allowlist"]["regexes"]]
ALLOW_PATHS = [re.compile(x) for x in RULES["allowlist"]["paths"]]


def redact(s):
    return s[:4] + "****" if len(s) > 4 else "****"


def scan_text(name, text):
    for ln, line in enumerate(text.splitlines(), 1):
        for rid, rx in COMPILED:
            for m in rx.finditer(line):
                if any(a.search(m.group(0)) for a in ALLOW):
                    continue
                print(f"{name}:{ln}\t{rid}\t{redact(m.group(0))}")


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    files = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True).stdout.split()
    for f in files:
        if any(p.search(f) for p in ALLOW_PATHS):
            continue
        p = root / f
        try:
            scan_text(f, p.read_text(errors="ignore"))
        except (IsADirectoryError, FileNotFoundError):
            pass
    if "--history" in sys.argv:
        log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all"], capture_output=True, text=True).stdout
        scan_text("<history>", log)


if __name__ == "__main__":
    main()
