#!/usr/bin/env python3
"""Minimal regex secret scanner with redacted output. Local only."""
import argparse
import pathlib
import re
import subprocess

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[0-9A-Za-z-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    "stripe-secret": re.compile(r"\bsk_live_[0-9a-zA-Z]{24,}\b"),
    "generic-secret": re.compile(r"(?i)(password|secret|token)\s*[:=]\s*['\"][^'\"]{12,}['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def redact(s):
    return s[:4] + "****"


def scan_text(text, where):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                print(f"{where}:{n}  {rule:18} {redact(m.group(0))}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--include-fixtures", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    for p in root.rglob("*"):
        if not p.is_file() or SKIP_DIRS & set(p.parts):
            continue
        if "fixtures" in p.parts and not a.include_fixtures:
            continue
        try:
            scan_text(p.read_text(encoding="utf-8"), p)
        except (UnicodeDecodeError, OSError):
            continue
    if a.history:
        log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all", "--format=commit %h"],
                             capture_output=True, text=True).stdout
        commit = "?"
        for line in log.splitlines():
            if line.startswith("commit "):
                commit = line.split()[1]
            elif line.startswith("+") and not line.startswith("+++"):
                scan_text(line[1:], f"(commit {commit})")


if __name__ == "__main__":
    main()
