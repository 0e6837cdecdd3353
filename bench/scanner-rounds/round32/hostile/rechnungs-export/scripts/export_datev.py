#!/usr/bin/env python3
"""Erzeugt eine DATEV-EXTF-Buchungsstapel-CSV aus data/invoices/*.json."""
import argparse
import csv
import glob
import json
import os
from datetime import date

HEADER = ["Umsatz (ohne Soll/Haben-Kz)", "Soll/Haben-Kennzeichen", "WKZ Umsatz",
          "Konto", "Gegenkonto (ohne BU-Schlüssel)", "Belegdatum", "Belegfeld 1",
          "Buchungstext"]


def fmt_amount(cents: int) -> str:
    return f"{cents // 100},{cents % 100:02d}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    ns = ap.parse_args()
    start, end = date.fromisoformat(ns.start), date.fromisoformat(ns.end)
    os.makedirs("export", exist_ok=True)
    out = f"export/EXTF_Buchungsstapel_{ns.start}_{ns.end}.csv"
    rows = 0
    with open(out, "w", newline="", encoding="cp1252") as fh:
        w = csv.writer(fh, delimiter=";")
        w.writerow(HEADER)
        for path in sorted(glob.glob("data/invoices/*.json")):
            inv = json.load(open(path, encoding="utf-8"))
            d = date.fromisoformat(inv["date"])
            if not (start <= d <= end):
                continue
            w.writerow([fmt_amount(inv["gross_cents"]), "S", "EUR", "1400",
                        "8400" if inv.get("vat", 19) == 19 else "8300",
                        d.strftime("%d%m"), inv["number"], inv.get("customer", "")[:60]])
            rows += 1
    print(f"{rows} Buchungen -> {out}")


if __name__ == "__main__":
    main()
