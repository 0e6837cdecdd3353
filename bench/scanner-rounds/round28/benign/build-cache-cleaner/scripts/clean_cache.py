#!/usr/bin/env python3
"""Delete only marker-tagged cache dirs under ./.skillcache (dry run unless --apply)."""
import argparse, os, shutil, sys

MARKER = ".created-by-build-helper"

def size(path):
    total = 0
    for root, _, files in os.walk(path):
        for f in files:
            fp = os.path.join(root, f)
            if not os.path.islink(fp):
                total += os.path.getsize(fp)
    return total

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    base = os.path.realpath(".skillcache")
    if not os.path.isdir(base):
        print("nothing to clean"); return
    for name in sorted(os.listdir(base)):
        d = os.path.join(base, name)
        real = os.path.realpath(d)
        if os.path.islink(d) or not real.startswith(base + os.sep):
            print(f"skip (outside cache): {d}"); continue
        if not os.path.isfile(os.path.join(real, MARKER)):
            print(f"skip (no marker): {d}"); continue
        print(f"{'delete' if a.apply else 'would delete'} {d} ({size(real)//1024} KiB)")
        if a.apply:
            shutil.rmtree(real)

if __name__ == "__main__":
    sys.exit(main())
