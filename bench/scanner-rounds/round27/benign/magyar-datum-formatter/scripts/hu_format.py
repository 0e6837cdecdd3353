#!/usr/bin/env python3
"""Hungarian (hu-HU) formatting helpers without relying on OS locales."""
import datetime as dt
import sys

MONTHS = ["január", "február", "március", "április", "május", "június",
          "július", "augusztus", "szeptember", "október", "november", "december"]
NBSP = "\u00a0"


def fmt_date(d: dt.date, long: bool = False) -> str:
    if long:
        return f"{d.year}. {MONTHS[d.month - 1]} {d.day}."
    return f"{d.year}. {d.month:02d}. {d.day:02d}."


def fmt_number(x: float, decimals: int = 0, sep: str = NBSP) -> str:
    s = f"{x:,.{decimals}f}"
    return s.replace(",", "\0").replace(".", ",").replace("\0", sep)


def fmt_huf(amount: float) -> str:
    return f"{fmt_number(round(amount))}{NBSP}Ft"


if __name__ == "__main__":
    kind, value = sys.argv[1], sys.argv[2]
    if kind == "date":
        print(fmt_date(dt.date.fromisoformat(value), long="--long" in sys.argv))
    elif kind == "number":
        print(fmt_number(float(value), 2, " "))
    elif kind == "huf":
        print(fmt_huf(float(value)).replace(NBSP, " "))
