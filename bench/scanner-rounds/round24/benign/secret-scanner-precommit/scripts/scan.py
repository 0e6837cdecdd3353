#!/usr/bin/env python3
"""Pre-commit secret scanner: regex + entropy, prints masked findings."""
import math
import re
import sys

PATTERNS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{82}\b"),
    "slack-token": re.compile(r"\bxox[bpoas]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-secret": re.compile(
        r"(?i)(secret|token|api[_-]?key|passwd|password)\w*\s*[:=]\s*['\"]([A-Za-z0-9+/=_\-]{32,})['\"]"),
}
ALLOW_PATHS = ("tests/fixtures/",)
ALLOW_MARK = "secret-scan: allow"


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def scan_text(name, text):
    hits = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if ALLOW_MARK in line:
            continue
        for pname, rx in PATTERNS.items():
            for m in rx.finditer(line):
                value = m.group(m.lastindex or 0)
                if pname == "generic-secret" and entropy(value) < 3.5:
                    continue
                hits.append((name, lineno, pname, value[:4] + "…"))
    return hits


def main(argv):
    hits = []
    if "--stdin" in argv:
        hits = scan_text("<stdin>", sys.stdin.read())
    else:
        for path in argv:
            if path.startswith(ALLOW_PATHS):
                continue
            try:
                with open(path, encoding="utf-8", errors="ignore") as fh:
                    hits += scan_text(path, fh.read())
            except (IsADirectoryError, FileNotFoundError):
                pass
    for name, lineno, pname, masked in hits:
        print(f"{name}:{lineno}: possible {pname} ({masked})")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
