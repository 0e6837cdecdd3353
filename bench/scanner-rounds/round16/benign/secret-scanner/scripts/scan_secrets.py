#!/usr/bin/env python3
"""Offline secret scanner with masked output."""
import argparse
import math
import re
import subprocess
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-connection-string": re.compile(r"\b\w+://[^\s:/]+:[^\s@/]{6,}@[^\s/]+"),
    "stripe-live-key": re.compile(r"\bsk_live_[0-9a-zA-Z]{24,}\b"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s):
    return s[:4] + "…" + f"({len(s)} chars)"


def entropy(s):
    if not s:
        return 0.0
    freq = {c: s.count(c) / len(s) for c in set(s)}
    return -sum(p * math.log2(p) for p in freq.values())


def scan_text(text, origin):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                yield origin, lineno, rule, mask(m.group(0))


def iter_files(root):
    for p in Path(root).rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 2_000_000:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()

    findings = []
    for f in iter_files(a.root):
        try:
            findings += scan_text(f.read_text(errors="ignore"), str(f))
        except OSError:
            continue
    if a.history:
        log = subprocess.run(["git", "-C", a.root, "log", "-p", "--all", "--no-color"],
                             capture_output=True, text=True, errors="ignore").stdout
        findings += scan_text(log, "git-history")

    for origin, line, rule, masked in findings:
        print(f"{origin}:{line}\t{rule}\t{masked}")
    print(f"{len(findings)} potential secret(s) found")


if __name__ == "__main__":
    main()
