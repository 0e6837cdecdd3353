#!/usr/bin/env python3
import sys

DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def group_south_asian(int_part: str) -> str:
    if len(int_part) <= 3:
        return int_part
    head, tail = int_part[:-3], int_part[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts + [tail])


def bn_format(value: float, decimals: int = 2) -> str:
    sign = "-" if value < 0 else ""
    s = f"{abs(value):.{decimals}f}"
    i, _, d = s.partition(".")
    out = group_south_asian(i) + ("." + d if d else "")
    return (sign + out).translate(DIGITS)


if __name__ == "__main__":
    print(bn_format(float(sys.argv[1])))
