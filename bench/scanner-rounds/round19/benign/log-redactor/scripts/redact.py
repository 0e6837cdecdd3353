#!/usr/bin/env python3
import re
import sys
from collections import Counter

RULES = [
    ("aws_key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("github_token", re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{40,})\b")),
    ("slack_token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\b")),
    ("bearer", re.compile(r"(?i)(authorization:\s*bearer\s+)\S+")),
    ("url_password", re.compile(r"(?<=://)[^/\s:@]+:[^/\s@]+(?=@)")),
    ("password_param", re.compile(r"(?i)((?:password|passwd|pwd)=)[^&\s]+")),
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b")),
]
CARD = re.compile(r"\b(?:\d[ -]?){13,19}\b")


def luhn(num: str) -> bool:
    digits = [int(c) for c in num if c.isdigit()][::-1]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
    return total % 10 == 0


def redact(line: str, stats: Counter) -> str:
    for name, rx in RULES:
        def sub(m, name=name):
            stats[name] += 1
            return (m.group(1) if rx.groups and name in ("bearer", "password_param") else "") + f"[REDACTED:{name}]"
        line = rx.sub(sub, line)
    def card(m):
        if luhn(m.group(0)):
            stats["card"] += 1
            return "[REDACTED:card]"
        return m.group(0)
    return CARD.sub(card, line)


if __name__ == "__main__":
    stats = Counter()
    for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
        sys.stdout.write(redact(line, stats))
    print(dict(stats), file=sys.stderr)
