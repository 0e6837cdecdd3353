#!/usr/bin/env python3
"""Local secret scanner: prints masked findings, sends nothing over the network."""
import argparse
import re
import subprocess
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "stripe-secret": re.compile(r"\bsk_(live|test)_[A-Za-z0-9]{24,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "generic-assignment": re.compile(r"(?i)(secret|token|passwd|password)\s*[:=]\s*['\"][^'\"]{12,}['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist"}


def mask(s: str) -> str:
    return s[:4] + "****" if len(s) > 4 else "****"


def scan_text(name: str, text: str) -> int:
    n = 0
    for i, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                print(f"{name}:{i}: {rule}: {mask(m.group(0))}")
                n += 1
    return n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    total = 0
    for p in Path(a.root).rglob("*"):
        if p.is_file() and not SKIP_DIRS & set(p.parts) and p.stat().st_size < 2_000_000:
            total += scan_text(str(p), p.read_text(errors="ignore"))
    if a.history:
        log = subprocess.run(["git", "-C", a.root, "log", "-p", "--all"], capture_output=True, text=True).stdout
        total += scan_text("<history>", log)
    print(f"{total} finding(s)")


if __name__ == "__main__":
    main()
