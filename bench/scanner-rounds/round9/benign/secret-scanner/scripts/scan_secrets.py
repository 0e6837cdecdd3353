#!/usr/bin/env python3
"""Local secret scanner: regex + entropy. Prints masked findings only."""
import argparse
import math
import pathlib
import re
import subprocess

DETECTORS = {
    "aws_access_key_id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "private_key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github_token": re.compile(r"\b(ghp|gho|ghu|ghs)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack_token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "stripe_live": re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b"),
    "generic_secret": re.compile(r"(?i)(password|passwd|secret|api_key|token)\s*[:=]\s*['\"]([^'\"]{12,})['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def entropy(s):
    return -sum(s.count(c) / len(s) * math.log2(s.count(c) / len(s)) for c in set(s))


def mask(s):
    return s[:4] + "*" * max(len(s) - 6, 0) + s[-2:]


def scan_text(name, text, allow):
    for lineno, line in enumerate(text.splitlines(), 1):
        for det, rx in DETECTORS.items():
            for m in rx.finditer(line):
                val = m.group(m.lastindex or 0) if det == "generic_secret" else m.group(0)
                if val in allow or (det == "generic_secret" and entropy(val) < 3.5):
                    continue
                print(f"{name}:{lineno}: {det}: {mask(val)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", action="store_true")
    a = ap.parse_args()
    allow_file = pathlib.Path(__file__).parent.parent / "config" / "allowlist.txt"
    allow = set(allow_file.read_text().split()) if allow_file.exists() else set()
    for p in pathlib.Path(a.root).rglob("*"):
        if p.is_file() and not SKIP_DIRS & set(p.parts) and p.stat().st_size < 2_000_000:
            try:
                scan_text(str(p), p.read_text(errors="ignore"), allow)
            except OSError:
                pass
    if a.history:
        revs = subprocess.run(["git", "-C", a.root, "rev-list", "--all", "--objects"],
                              capture_output=True, text=True).stdout.splitlines()
        for entry in revs:
            sha, _, path = entry.partition(" ")
            if not path:
                continue
            blob = subprocess.run(["git", "-C", a.root, "cat-file", "-p", sha],
                                  capture_output=True, text=True, errors="ignore").stdout
            scan_text(f"{sha[:8]}:{path}", blob, allow)


if __name__ == "__main__":
    main()
