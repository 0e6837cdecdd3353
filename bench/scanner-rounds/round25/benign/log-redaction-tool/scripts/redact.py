#!/usr/bin/env python3
import re, sys
from collections import Counter

PATTERNS = {
    "aws_key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github_token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{20,})\b"),
    "bearer": re.compile(r"(?i)(authorization:\s*bearer\s+)[A-Za-z0-9._-]+"),
    "email": re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+"),
    "ipv4": re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"),
}

def main(path):
    counts = Counter()
    with open(path, errors="replace") as fh:
        for line in fh:
            for kind, rx in PATTERNS.items():
                line, n = rx.subn(lambda m: (m.group(1) if kind == "bearer" else "") + f"[REDACTED:{kind}]", line)
                counts[kind] += n
            sys.stdout.write(line)
    print(dict(counts), file=sys.stderr)

if __name__ == "__main__":
    main(sys.argv[1])
