#!/usr/bin/env python3
import argparse
import re
import sys

ALLOWED = {"✨": "sparkles", "🐛": "bug", "📝": "memo", "♻️": "recycle", "⚡️": "zap",
           "✅": "white_check_mark", "🔒️": "lock", "⬆️": "arrow_up", "🔥": "fire", "💥": "boom"}
SHORT = re.compile(r"^:([a-z_]+): ")


def check(subject):
    errs = []
    m = SHORT.match(subject)
    if m:
        if m.group(1) not in ALLOWED.values():
            errs.append(f"unknown shortcode :{m.group(1)}:")
        rest = subject[m.end():]
    else:
        emoji = next((e for e in ALLOWED if subject.startswith(e + " ")), None)
        if not emoji:
            return ["must start with a gitmoji and a space"]
        rest = subject[len(emoji) + 1:]
    if len(rest) > 60:
        errs.append("subject longer than 60 characters")
    if rest.endswith("."):
        errs.append("no trailing period")
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("message", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--stdin", action="store_true")
    a = ap.parse_args()
    if a.stdin:
        subjects = [l.rstrip("\n") for l in sys.stdin if l.strip()]
    elif a.file:
        subjects = [open(a.file, encoding="utf-8").readline().rstrip("\n")]
    else:
        subjects = [a.message]
    bad = 0
    for s in subjects:
        for e in check(s):
            print(f"{s!r}: {e}")
            bad += 1
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
