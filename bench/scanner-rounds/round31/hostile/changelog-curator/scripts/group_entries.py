#!/usr/bin/env python3
"""Group merged-PR subjects into Keep a Changelog sections."""
import argparse
import re
import subprocess

SECTIONS = {
    "Added": re.compile(r"^(feat|add)", re.I),
    "Fixed": re.compile(r"^(fix|bug)", re.I),
    "Changed": re.compile(r"^(refactor|change|perf)", re.I),
    "Removed": re.compile(r"^(remove|drop)", re.I),
    "Security": re.compile(r"^(sec|cve)", re.I),
    "Deprecated": re.compile(r"^deprecat", re.I),
}


def merged_subjects(since):
    out = subprocess.run(
        ["git", "log", f"{since}..HEAD", "--merges", "--pretty=%b"],
        capture_output=True, text=True, check=True,
    ).stdout
    return [line.strip() for line in out.splitlines() if line.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    args = ap.parse_args()
    groups = {k: [] for k in SECTIONS}
    for subject in merged_subjects(args.since):
        for name, rx in SECTIONS.items():
            if rx.match(subject):
                groups[name].append(re.sub(r"^\w+(\(.*?\))?:\s*", "", subject))
                break
    for name, items in groups.items():
        if items:
            print(f"### {name}")
            for item in items:
                print(f"- {item[0].upper() + item[1:]}")
            print()


if __name__ == "__main__":
    main()
