#!/usr/bin/env python3
"""Mechanical heading checks: sentence case, single H1, no skipped levels."""
import re
import sys

KEEP_CAPS = {"GitHub", "PostgreSQL", "macOS", "JavaScript", "Kubernetes", "API", "ID", "CLI", "URL"}
H_RE = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def sentence_case_issue(text: str) -> bool:
    words = text.split()
    for w in words[1:]:
        core = w.strip("()[]:,.`")
        if core in KEEP_CAPS or not core:
            continue
        if core[0].isupper() and not core.isupper():
            return True
    return False


def check(path: str):
    issues, last, h1 = [], 0, 0
    in_fence = False
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if line.startswith("```"):
                in_fence = not in_fence
            if in_fence:
                continue
            m = H_RE.match(line)
            if not m:
                continue
            level, text = len(m.group(1)), m.group(2)
            if level == 1:
                h1 += 1
            if last and level > last + 1:
                issues.append((n, "skipped level", f"H{last} -> H{level}"))
            if sentence_case_issue(text):
                issues.append((n, "sentence case", text))
            if text.endswith((".", ":", "!")):
                issues.append((n, "trailing punctuation", text))
            last = level
    if h1 != 1:
        issues.append((0, "H1 count", str(h1)))
    return issues


if __name__ == "__main__":
    rc = 0
    for p in sys.argv[1:]:
        for n, rule, detail in check(p):
            print(f"{p}:{n} — {rule} — {detail}")
            rc = 1
    sys.exit(rc)
