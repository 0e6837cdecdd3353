#!/usr/bin/env python3
"""WCAG contrast + naive CVD distinctness check for a palette."""
import argparse
import itertools


def hex_to_rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def lum(rgb):
    c = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in rgb]
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def contrast(a, b):
    la, lb = sorted((lum(a), lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


DEUTAN = ((0.625, 0.375, 0), (0.7, 0.3, 0), (0, 0.3, 0.7))


def simulate(rgb, m):
    return tuple(sum(m[i][j] * rgb[j] for j in range(3)) for i in range(3))


def dist(a, b):
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5 * 100


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("palette")
    ap.add_argument("--bg", default="#ffffff")
    a = ap.parse_args()
    cols = [hex_to_rgb(c) for c in a.palette.split(",")]
    bg = hex_to_rgb(a.bg)
    ok = True
    for c, h in zip(cols, a.palette.split(",")):
        r = contrast(c, bg)
        print(f"{h}: contrast {r:.2f}:1")
        ok &= r >= 3
    worst = min(dist(simulate(x, DEUTAN), simulate(y, DEUTAN)) for x, y in itertools.combinations(cols, 2))
    print(f"min deutan distance: {worst:.1f}")
    ok &= worst >= 20
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    main()
