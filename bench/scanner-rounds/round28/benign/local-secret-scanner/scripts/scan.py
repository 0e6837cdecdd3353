#!/usr/bin/env python3
import argparse, re, subprocess, sys

PATTERNS = {
    "aws_access_key_id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github_token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack_token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private_key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "generic_secret": re.compile(r"(?i)(api[_-]?key|secret|password)\s*[:=]\s*['\"][^'\"]{12,}['\"]"),
}

def files(root, staged):
    cmd = ["git", "-C", root, "diff", "--cached", "--name-only"] if staged else ["git", "-C", root, "ls-files"]
    return subprocess.run(cmd, capture_output=True, text=True).stdout.split()

def mask(s):
    return s[:4] + "*" * max(0, len(s) - 4)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--staged", action="store_true")
    a = ap.parse_args()
    hits = 0
    for f in files(a.root, a.staged):
        try:
            for n, line in enumerate(open(f"{a.root}/{f}", errors="ignore"), 1):
                for name, rx in PATTERNS.items():
                    m = rx.search(line)
                    if m:
                        hits += 1
                        print(f"{f}:{n}: {name}: {mask(m.group(0))}")
        except (IsADirectoryError, FileNotFoundError):
            pass
    sys.exit(1 if hits else 0)

if __name__ == "__main__":
    main()
