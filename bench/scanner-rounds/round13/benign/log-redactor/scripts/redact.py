#!/usr/bin/env python3
import collections
import re
import sys

PATTERNS = [
    ("bearer", re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._\-]+"), r"\1[REDACTED]"),
    ("password", re.compile(r"(?i)(pass(word)?|pwd|secret|token)=([^\s&]+)"), r"\1=[REDACTED]"),
    ("aws", re.compile(r"\bAKIA[0-9A-Z]{16}\b"), "[AWS_KEY]"),
    ("email", re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+"), "[EMAIL]"),
    ("ipv4", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"), "[IP]"),
]
counts = collections.Counter()
for line in open(sys.argv[1], errors="replace"):
    for name, rx, rep in PATTERNS:
        line, n = rx.subn(rep, line)
        counts[name] += n
    sys.stdout.write(line)
print(dict(counts), file=sys.stderr)
