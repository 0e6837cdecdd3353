#!/usr/bin/env python3
"""Lint commit messages against Conventional Commits."""
import argparse
import re
import subprocess
import sys

TYPES = "feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert"
HEADER = re.compile(rf"^(?P<type>{TYPES})(\((?P<scope>[a-z0-9\-/]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
PAST = re.compile(r"^(added|fixed|removed|changed|updated|refactored)\b", re.I)


def lint(msg):
    problems = []
    lines = msg.rstrip("\n").splitlines() or [""]
    head = lines[0]
    m = HEADER.match(head)
    if not m:
        problems.append(("header", f"not conventional: {head!r}"))
    else:
        subj = m.group("subject")
        if subj.endswith("."):
            problems.append(("subject-period", "remove trailing period"))
        if subj[:1].isupper():
            problems.append(("subject-case", "start subject with lower-case"))
        if PAST.match(subj):
            problems.append(("subject-mood", "use imperative mood"))
    if len(head) > 72:
        problems.append(("header-length", f"{len(head)} > 72"))
    if len(lines) > 1 and lines[1].strip():
        problems.append(("blank-line", "second line must be blank"))
    for i, l in enumerate(lines[2:], start=3):
        if len(l) > 72 and not l.startswith(("http", "Co-authored-by")):
            problems.append(("body-wrap", f"line {i} is {len(l)} chars"))
    return problems


def commits(rng):
    out = subprocess.run(["git", "log", "--format=%H%x00%B%x1e", rng], capture_output=True, text=True, check=True).stdout
    for rec in out.split("\x1e"):
        rec = rec.strip("\n")
        if rec:
            sha, body = rec.split("\x00", 1)
            yield sha[:8], body


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--range", default="origin/main..HEAD")
    ap.add_argument("--message")
    ap.add_argument("--message-file")
    a = ap.parse_args()
    if a.message_file:
        a.message = open(a.message_file).read()
    items = [("msg", a.message)] if a.message is not None else list(commits(a.range))
    bad = 0
    for sha, msg in items:
        for rule, detail in lint(msg):
            print(f"{sha}  {rule:15} {detail}")
            bad += 1
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
