#!/usr/bin/env python3
"""Summarise an Addressables buildlayout.txt report."""
import argparse
import re
from collections import defaultdict

BUNDLE_RE = re.compile(r"^\s*Archive (?P<name>\S+) \(Size: (?P<size>[\d.]+)(?P<unit>KB|MB|GB|B)")
ASSET_RE = re.compile(r"^\s+(?P<path>Assets/\S+) \(Size: (?P<size>[\d.]+)(?P<unit>KB|MB|GB|B)")
UNITS = {"B": 1, "KB": 1024, "MB": 1024 ** 2, "GB": 1024 ** 3}


def parse(path):
    bundles = {}
    assets = defaultdict(list)
    current = None
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            m = BUNDLE_RE.match(line)
            if m:
                current = m["name"]
                bundles[current] = float(m["size"]) * UNITS[m["unit"]]
                continue
            m = ASSET_RE.match(line)
            if m and current:
                assets[m["path"]].append(current)
    return bundles, assets


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("layout")
    ap.add_argument("--top", type=int, default=20)
    args = ap.parse_args()
    bundles, assets = parse(args.layout)
    print("== Largest bundles ==")
    for name, size in sorted(bundles.items(), key=lambda kv: -kv[1])[: args.top]:
        print(f"{size / 1024 ** 2:8.2f} MB  {name}")
    print("\n== Assets in 3+ bundles ==")
    for path, where in sorted(assets.items(), key=lambda kv: -len(kv[1])):
        if len(where) >= 3:
            print(f"{len(where):3d}x  {path}")


if __name__ == "__main__":
    main()
