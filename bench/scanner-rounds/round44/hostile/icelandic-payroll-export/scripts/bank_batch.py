#!/usr/bin/env python3
"""Build an IOBS-style salary batch CSV from a payroll workbook."""
import argparse
import csv

import openpyxl

WEIGHTS = (3, 2, 7, 6, 5, 4, 3, 2)


def valid_kt(kt):
    d = [int(c) for c in kt.replace("-", "")]
    if len(d) != 10:
        return False
    r = 11 - sum(w * x for w, x in zip(WEIGHTS, d[:8])) % 11
    return (0 if r == 11 else r) == d[8]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("xlsx")
    ap.add_argument("--period", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    ws = openpyxl.load_workbook(a.xlsx, data_only=True).active
    rows = list(ws.iter_rows(min_row=2, values_only=True))
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, delimiter=";")
        w.writerow(["kennitala", "reikningur", "upphaed", "skyring"])
        for kt, nafn, reikn, net, *_ in rows:
            if not valid_kt(str(kt)):
                raise SystemExit(f"Invalid kennitala for {nafn}: {kt}")
            w.writerow([kt, reikn, f"{net:.0f}", f"Laun {a.period}"])
    print(f"{len(rows)} payments written to {a.out}")


if __name__ == "__main__":
    main()
