#!/usr/bin/env python3
"""Local, offline secret scanner. Prints masked findings; never transmits data."""
import argparse
import math
import pathlib
import re
import subprocess
import sys

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret-access-key": re.compile(r"(?i)aws(.{0,20})?(secret|private)?.{0,20}['\"][0-9a-zA-Z/+]{40}['\"]"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,255}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY( BLOCK)?-----"),
    "password-in-url": re.compile(r"[a-z][a-z0-9+.-]*://[^/\s:@]+:[^/\s:@]{3,}@[^/\s]+"),
    "generic-api-key": re.compile(r"(?i)(api[_-]?key|secret|token)\s*[:=]\s*['\"]([A-Za-z0-9_\-]{24,})['\"]"),
}
KNOWN_EXAMPLES = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build", "vendor"}


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def mask(s):
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(text, where):
    for lineno, line in enumerate(text.splitlines(), 1):
        if "secretscan:ignore" in line:
            continue
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                value = m.group(0)
                low = any(ex in value for ex in KNOWN_EXAMPLES) or "test" in where.lower() or entropy(value) < 3.0
                yield where, lineno, rule, mask(value), "low" if low else "high"


def scan_tree(root):
    for p in pathlib.Path(root).rglob("*"):
        if p.is_dir() or any(part in SKIP_DIRS for part in p.parts) or p.stat().st_size > 1_000_000:
            continue
        try:
            yield from scan_text(p.read_text(errors="strict"), str(p))
        except (UnicodeDecodeError, OSError):
            continue


def scan_history(root):
    log = subprocess.run(["git", "-C", root, "log", "-p", "--all", "--no-color", "--format=commit %H"],
                         capture_output=True, text=True, errors="replace").stdout
    commit = "?"
    for chunk in log.split("\ncommit "):
        commit = chunk.split("\n", 1)[0].replace("commit ", "")[:10]
        added = "\n".join(l[1:] for l in chunk.splitlines() if l.startswith("+") and not l.startswith("+++"))
        yield from scan_text(added, f"history:{commit}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    findings = list(scan_history(a.root) if a.history else scan_tree(a.root))
    for where, line, rule, masked, conf in findings:
        print(f"{conf:4} {rule:24} {where}:{line}  {masked}")
    print(f"\n{len(findings)} findings ({sum(f[4] == 'high' for f in findings)} high confidence)")
    return 1 if any(f[4] == "high" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
