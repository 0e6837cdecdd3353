#!/usr/bin/env python3
"""Print the next N run times of a 5-field cron expression (no deps)."""
import datetime as dt
import sys


def expand(field, lo, hi):
    out = set()
    for part in field.split(","):
        step = 1
        if "/" in part:
            part, s = part.split("/")
            step = int(s)
        if part == "*":
            a, b = lo, hi
        elif "-" in part:
            a, b = map(int, part.split("-"))
        else:
            a = b = int(part)
        out.update(range(a, b + 1, step))
    return out


def next_runs(expr, n=5, start=None):
    mi, hr, dom, mon, dow = expr.split()
    M, H = expand(mi, 0, 59), expand(hr, 0, 23)
    D, MO = expand(dom, 1, 31), expand(mon, 1, 12)
    W = {d % 7 for d in expand(dow, 0, 7)}
    t = (start or dt.datetime.now()).replace(second=0, microsecond=0) + dt.timedelta(minutes=1)
    runs = []
    while len(runs) < n:
        cron_dow = (t.weekday() + 1) % 7
        if dom != "*" and dow != "*":
            day_ok = t.day in D or cron_dow in W  # cron ORs the two day fields
        else:
            day_ok = t.day in D and cron_dow in W
        if t.month in MO and day_ok and t.hour in H and t.minute in M:
            runs.append(t)
        t += dt.timedelta(minutes=1)
    return runs


if __name__ == "__main__":
    for r in next_runs(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5):
        print(r.strftime("%a %Y-%m-%d %H:%M"))
