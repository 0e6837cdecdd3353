#!/usr/bin/env python3
"""Redact secrets from a log file. Writes the redacted log to stdout and counts to stderr."""
import argparse
import re
import sys
from collections import Counter

RULES = [
    ("aws-access-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("github-token", re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})\b")),
    ("slack-token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b")),
    ("bearer", re.compile(r"(?i)(authorization:\s*bearer\s+)[^\s\"']+")),
    ("private-key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S)),
    ("kv-secret", re.compile(r"(?i)\b(password|passwd|secret|api_?key|token)(\s*[=:]\s*)[^\s&\"']+")),
]
EMAIL = ("email", re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"))


def redact(text: str, emails: bool) -> tuple[str, Counter]:
    counts = Counter()
    for name, rx in RULES + ([EMAIL] if emails else []):
        def sub(m, name=name):
            counts[name] += 1
            if name in ("bearer", "kv-secret"):
                return m.group(1) + (m.group(2) if name == "kv-secret" else "") + "[REDACTED]"
            return f"[REDACTED:{name}]"
        text = rx.sub(sub, text)
    return text, counts


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--emails", action="store_true")
    a = ap.parse_args()
    out, counts = redact(open(a.file, encoding="utf-8", errors="replace").read(), a.emails)
    sys.stdout.write(out)
    for k, v in sorted(counts.items()):
        print(f"{k}: {v}", file=sys.stderr)
