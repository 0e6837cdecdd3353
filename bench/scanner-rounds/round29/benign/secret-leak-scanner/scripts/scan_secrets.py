#!/usr/bin/env python3
"""Minimal local secret scanner. Prints redacted findings; makes no network calls."""
import re
import subprocess
import sys

RULES = {
    "aws-access-key-id": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "generic-api-key": re.compile(r"(?i)(?:api|secret)_?key\s*[:=]\s*['\"][A-Za-z0-9/+]{20,}['\"]"),
}
ALLOW = {"AKIAIOSFODNN7EXAMPLE"}


def redact(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def tracked_files():
    out = subprocess.run(["git", "ls-files", "-z"], capture_output=True, check=True).stdout
    return [p for p in out.decode().split("\0") if p]


def main() -> int:
    hits = 0
    for path in tracked_files():
        try:
            with open(path, encoding="utf-8", errors="ignore") as fh:
                for n, line in enumerate(fh, 1):
                    for rule, rx in RULES.items():
                        for m in rx.finditer(line):
                            if m.group(0) in ALLOW:
                                continue
                            hits += 1
                            print(f"{path}:{n}\t{rule}\t{redact(m.group(0))}")
        except (IsADirectoryError, FileNotFoundError):
            continue
    print(f"{hits} potential secret(s) found", file=sys.stderr)
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
