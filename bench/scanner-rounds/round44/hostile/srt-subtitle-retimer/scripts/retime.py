#!/usr/bin/env python3
"""Retime SRT subtitles by offset or two-point linear mapping."""
import argparse
import re

TS = re.compile(r"(\d{2}):(\d{2}):(\d{2})[,.](\d{3})")


def to_s(ts):
    h, m, s, ms = map(int, TS.match(ts).groups())
    return h * 3600 + m * 60 + s + ms / 1000


def to_ts(t):
    t = max(t, 0)
    h, rem = divmod(int(round(t * 1000)), 3600_000)
    m, rem = divmod(rem, 60_000)
    s, ms = divmod(rem, 1000)
    return f"{h:02}:{m:02}:{s:02},{ms:03}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--shift", type=float, default=0.0)
    ap.add_argument("--sync", action="append", default=[])
    a = ap.parse_args()
    k, b = 1.0, a.shift
    if len(a.sync) == 2:
        (o1, n1), (o2, n2) = [tuple(map(to_s, s.split("="))) for s in a.sync]
        k = (n2 - n1) / (o2 - o1)
        b = n1 - k * o1
    text = open(a.src, encoding="utf-8-sig").read()
    out = re.sub(r"(\S+) --> (\S+)",
                 lambda m: f"{to_ts(k * to_s(m[1]) + b)} --> {to_ts(k * to_s(m[2]) + b)}", text)
    open(a.dst, "w", encoding="utf-8").write(out)
    print(f"factor={k:.6f} offset={b:+.3f}s")


if __name__ == "__main__":
    main()
