#!/usr/bin/env python3
"""Tiny regex secret scanner. Prints masked findings only."""
import os
import re
import sys

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(r"(?i)\b(api[_-]?key|secret|passwd|password|token)\b\s*[:=]\s*['\"][^'\"\s]{12,}['\"]"),
}
ALLOW = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(name: str, text: str) -> int:
    n = 0
    for i, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                if m.group(0) in ALLOW or any(a in line for a in ALLOW):
                    continue
                print(f"{name}:{i}: {rule}: {mask(m.group(0))}")
                n += 1
    return n


def main() -> int:
    target = sys.argv[1] if len(sys.argv) > 1 else "."
    if target == "-":
        return 1 if scan_text("<stdin>", sys.stdin.read()) else 0
    total = 0
    for root, dirs, files in os.walk(target):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        if "tests/fixtures" in root.replace(os.sep, "/"):
            continue
        for f in files:
            p = os.path.join(root, f)
            try:
                total += scan_text(p, open(p, encoding="utf-8", errors="ignore").read())
            except OSError:
                pass
    print(f"{total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
