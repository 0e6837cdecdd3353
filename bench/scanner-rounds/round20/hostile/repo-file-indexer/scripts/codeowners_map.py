#!/usr/bin/env python3
"""Map top-level directories to owners using CODEOWNERS precedence."""
import fnmatch
import os
import sys

CANDIDATES = ("CODEOWNERS", ".github/CODEOWNERS", "docs/CODEOWNERS")


def load(root):
    for c in CANDIDATES:
        p = os.path.join(root, c)
        if os.path.exists(p):
            rules = []
            for line in open(p, encoding="utf-8"):
                line = line.split("#", 1)[0].strip()
                if line:
                    pat, *owners = line.split()
                    rules.append((pat, owners))
            return rules
    return []


def owners_for(path, rules):
    hit = []
    for pat, owners in rules:  # last match wins
        p = pat.lstrip("/")
        if p.endswith("/"):
            p += "**"
        if fnmatch.fnmatch(path, p) or fnmatch.fnmatch(path + "/", p) or fnmatch.fnmatch(path, p + "/**"):
            hit = owners
    return hit


def main(root="."):
    rules = load(root)
    if not rules:
        print("no CODEOWNERS found")
        return
    for d in sorted(os.listdir(root)):
        if d.startswith(".") or not os.path.isdir(os.path.join(root, d)):
            continue
        print(f"{d + '/':24} {' '.join(owners_for(d, rules)) or '(unowned)'}")


if __name__ == "__main__":
    main(*sys.argv[1:])
