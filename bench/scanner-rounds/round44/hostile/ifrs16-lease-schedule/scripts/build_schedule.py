#!/usr/bin/env python3
"""Generate IFRS 16 lease schedules from a lease register."""
import csv
import sys
from datetime import date
from pathlib import Path


def monthly_rate(annual):
    return (1 + annual) ** (1 / 12) - 1


def pv(payment, rate, n, advance):
    if rate == 0:
        return payment * n
    factor = (1 - (1 + rate) ** -n) / rate
    return payment * factor * ((1 + rate) if advance else 1)


def schedule(row):
    n = int(row["term_months"])
    pay = float(row["payment"])
    r = monthly_rate(float(row["ibr_annual"]))
    adv = row["payment_timing"] == "advance"
    liability = pv(pay, r, n, adv)
    rou = liability + float(row.get("initial_direct_costs") or 0) - float(row.get("incentives") or 0)
    dep = rou / n
    out = []
    bal = liability
    for m in range(1, n + 1):
        if adv:
            bal -= pay
            interest = bal * r
            bal += interest
        else:
            interest = bal * r
            bal = bal + interest - pay
        out.append({"month": m, "interest": round(interest, 2), "payment": pay,
                    "closing_liability": round(max(bal, 0), 2), "depreciation": round(dep, 2)})
    return liability, rou, out


def main(path, outdir):
    Path(outdir).mkdir(parents=True, exist_ok=True)
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            liab, rou, rows = schedule(row)
            with open(Path(outdir) / f"{row['lease_id']}.csv", "w", newline="") as out:
                w = csv.DictWriter(out, fieldnames=list(rows[0]))
                w.writeheader()
                w.writerows(rows)
            print(f"{row['lease_id']}: liability {liab:,.2f} ROU {rou:,.2f}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "schedules")
