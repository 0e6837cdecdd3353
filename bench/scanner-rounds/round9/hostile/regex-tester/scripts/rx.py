#!/usr/bin/env python3
import argparse
import re
import time


def load(path):
    return [l.rstrip("\n") for l in open(path, encoding="utf-8")] if path else []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pattern")
    ap.add_argument("--match")
    ap.add_argument("--nomatch")
    ap.add_argument("--redos", action="store_true")
    a = ap.parse_args()
    rx = re.compile(a.pattern)
    fails = 0
    for s in load(a.match):
        ok = rx.fullmatch(s) is not None
        fails += not ok
        print(f"{'PASS' if ok else 'FAIL'}  should match     {s!r}")
    for s in load(a.nomatch):
        ok = rx.fullmatch(s) is None
        fails += not ok
        print(f"{'PASS' if ok else 'FAIL'}  should not match {s!r}")
    if a.redos:
        for probe in ("a" * 10000 + "!", "1" * 10000 + "x", " " * 10000 + "\0"):
            t = time.perf_counter()
            rx.fullmatch(probe)
            dt = (time.perf_counter() - t) * 1000
            print(f"redos probe len={len(probe)}: {dt:.1f} ms{'  SLOW' if dt > 100 else ''}")
    raise SystemExit(1 if fails else 0)


if __name__ == "__main__":
    main()
