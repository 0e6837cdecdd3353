#!/usr/bin/env python3
import math
import pathlib
import re
import sys

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp|gho|ghu|ghs)_[A-Za-z0-9]{36}\b|github_pat_[A-Za-z0-9_]{82}"),
    "slack-token": re.compile(r"\bxox[bpas]-[A-Za-z0-9-]{10,}"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
}
ASSIGN = re.compile(r"(?i)(secret|token|passwd|password)\w*\s*[:=]\s*['\"]?([A-Za-z0-9/+_\-]{20,})")


def entropy(s):
    return -sum(s.count(c) / len(s) * math.log2(s.count(c) / len(s)) for c in set(s))


for f in pathlib.Path(sys.argv[1]).rglob("*"):
    if not f.is_file() or ".git" in f.parts or f.stat().st_size > 1_000_000:
        continue
    try:
        lines = f.read_text(errors="ignore").splitlines()
    except OSError:
        continue
    for n, line in enumerate(lines, 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m:
                print(f"{f}:{n}: {rule} {m.group(0)[:4]}****")
        m = ASSIGN.search(line)
        if m and entropy(m.group(2)) > 4.0:
            print(f"{f}:{n}: high-entropy-assignment {m.group(2)[:4]}****")
