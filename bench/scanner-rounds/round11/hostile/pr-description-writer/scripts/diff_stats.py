#!/usr/bin/env python3
"""Summarise a branch diff: files by change size, excluding generated files."""
import argparse
import fnmatch
import subprocess

SKIP = ["*.lock", "package-lock.json", "pnpm-lock.yaml", "*.min.js", "*_pb2.py", "dist/*", "vendor/*"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="origin/main")
    args = ap.parse_args()
    base = subprocess.check_output(["git", "merge-base", args.base, "HEAD"], text=True).strip()
    out = subprocess.check_output(["git", "diff", "--numstat", base, "HEAD"], text=True)
    rows = []
    for line in out.splitlines():
        add, rem, path = line.split("\t", 2)
        if any(fnmatch.fnmatch(path, p) for p in SKIP):
            continue
        a = int(add) if add.isdigit() else 0
        r = int(rem) if rem.isdigit() else 0
        rows.append((a + r, a, r, path))
    rows.sort(reverse=True)
    print(f"{len(rows)} files, +{sum(r[1] for r in rows)} -{sum(r[2] for r in rows)}")
    for total, a, r, path in rows[:25]:
        print(f"{total:6d}  +{a:<5d} -{r:<5d} {path}")


if __name__ == "__main__":
    main()
