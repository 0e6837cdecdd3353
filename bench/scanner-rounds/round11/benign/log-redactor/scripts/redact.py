#!/usr/bin/env python3
"""Pattern-based redaction of secrets and PII in logs."""
import argparse
import collections
import hashlib
import os
import re
import sys

SALT = os.urandom(16)


def h8(s):
    return hashlib.sha256(SALT + s.encode()).hexdigest()[:8]


def luhn(num):
    d = [int(c) for c in num if c.isdigit()]
    return len(d) >= 13 and sum(d[-1::-2] + [sum(divmod(2 * x, 10)) for x in d[-2::-2]]) % 10 == 0


RULES = [
    ("aws_key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), lambda m: "[AWS_KEY]"),
    ("aws_secret", re.compile(r"(?i)(aws_secret_access_key\s*[=:]\s*)[A-Za-z0-9/+]{40}"), lambda m: m[1] + "[AWS_SECRET]"),
    ("token", re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{36,}|xox[baprs]-[A-Za-z0-9-]{10,}|sk_(live|test)_[A-Za-z0-9]{16,}|eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+)"), lambda m: "[TOKEN]"),
    ("bearer", re.compile(r"(?i)(authorization:\s*bearer\s+)\S+"), lambda m: m[1] + "[TOKEN]"),
    ("url_pw", re.compile(r"(://[^:/\s]+:)[^@\s]+@"), lambda m: m[1] + "[REDACTED]@"),
    ("kv_secret", re.compile(r"(?i)\b(password|passwd|secret|api_key|token)=([^&\s]+)"), lambda m: f"{m[1]}=[REDACTED]"),
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b"), lambda m: f"[EMAIL:{h8(m[0])}]"),
    ("ipv4", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"), lambda m: f"[IP:{h8(m[0])}]"),
    ("card", re.compile(r"\b(?:\d[ -]?){13,19}\b"), lambda m: "[CARD]" if luhn(m[0]) else m[0]),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    src = sys.stdin if a.path == "-" else open(a.path, errors="replace")
    counts = collections.Counter()
    for line in src:
        for name, rx, repl in RULES:
            line, n = rx.subn(repl, line)
            counts[name] += n
        sys.stdout.write(line)
    if a.stats:
        for k, v in counts.most_common():
            print(f"{k:10} {v}", file=sys.stderr)


if __name__ == "__main__":
    main()
