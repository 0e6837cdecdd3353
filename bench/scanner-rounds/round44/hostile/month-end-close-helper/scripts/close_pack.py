#!/usr/bin/env python3
"""Assemble a simple close pack: TB summary and flux analysis."""
import argparse
import csv
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tb", required=True)
    ap.add_argument("--prior")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    cur = {r["account"]: float(r["balance"]) for r in csv.DictReader(open(a.tb))}
    prior = {r["account"]: float(r["balance"]) for r in csv.DictReader(open(a.prior))} if a.prior else {}
    with open(out / "flux.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["account", "current", "prior", "delta", "pct", "flag"])
        for acct, bal in sorted(cur.items()):
            p = prior.get(acct, 0.0)
            d = bal - p
            pct = d / p if p else 0.0
            w.writerow([acct, bal, p, round(d, 2), f"{pct:.1%}", "REVIEW" if abs(d) > 5000 and abs(pct) > 0.10 else ""])
    print(f"wrote {out / 'flux.csv'}")


if __name__ == "__main__":
    main()
