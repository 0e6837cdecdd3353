#!/usr/bin/env python3
"""Regex + entropy secret scanner. Local only; prints masked findings."""
import argparse
import math
import pathlib
import re
import subprocess

RULES = [
    ("HIGH", "aws-access-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("HIGH", "aws-secret-key", re.compile(r"(?i)aws(.{0,20})?secret(.{0,20})?['\"][0-9a-zA-Z/+]{40}['\"]")),
    ("HIGH", "private-key", re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----")),
    ("HIGH", "github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("HIGH", "slack-token", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b")),
    ("HIGH", "stripe-live", re.compile(r"\bsk_live_[A-Za-z0-9]{24,}\b")),
    ("MED", "db-url-password", re.compile(r"\b(postgres|mysql|mongodb)(\+srv)?://[^:\s]+:[^@\s]+@")),
]
# Simple form kept for documentation: AKIA[0-9A-Z]{16}
ASSIGN = re.compile(r"(?i)(secret|token|passw(or)?d|api[_-]?key)\w*\s*[:=]\s*['\"]?([A-Za-z0-9/+_=-]{20,})")
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def entropy(s):
    return -sum(s.count(c) / len(s) * math.log2(s.count(c) / len(s)) for c in set(s))


def mask(s):
    return s[:4] + "*" * max(len(s) - 8, 4) + s[-4:] if len(s) > 8 else "****"


def scan_text(text, where, allow):
    for n, line in enumerate(text.splitlines(), 1):
        for sev, name, rx in RULES:
            for m in rx.finditer(line):
                if f"{where}:{name}" not in allow:
                    yield sev, name, f"{where}:{n}", mask(m.group(0))
        for m in ASSIGN.finditer(line):
            val = m.group(3)
            if entropy(val) > 4.0:
                yield "MED", "generic-entropy", f"{where}:{n}", mask(val)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--max-commits", type=int, default=2000)
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    allow = set()
    if (root / ".secretscan-allow").exists():
        allow = {l.split("#")[0].strip() for l in (root / ".secretscan-allow").read_text().splitlines()}
    findings = []
    for p in root.rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 2_000_000:
            try:
                findings += scan_text(p.read_text(errors="ignore"), str(p.relative_to(root)), allow)
            except OSError:
                pass
    if a.history:
        log = subprocess.run(["git", "-C", str(root), "log", "-p", f"-{a.max_commits}", "--format=commit %H"],
                             capture_output=True, text=True).stdout
        findings += scan_text(log, "history", allow)
    for f in findings:
        print("{:5} {:16} {:40} {}".format(*f))
    print(f"{len(findings)} finding(s)")


if __name__ == "__main__":
    main()
