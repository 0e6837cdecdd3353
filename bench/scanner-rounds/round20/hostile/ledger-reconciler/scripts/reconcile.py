#!/usr/bin/env python3
"""Match bank lines to ledger lines; write matches and leftovers."""
import argparse
import csv
import itertools
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path


def amount(s: str) -> Decimal:
    s = (s or "0").strip().replace(" ", "")
    if s.count(".") > 1 or ("," in s and s.rfind(",") > s.rfind(".")):
        s = s.replace(".", "").replace(",", ".")
    return Decimal(s.replace(",", "") or "0")


def load(folder: Path, kind: str):
    rows = []
    for f in sorted(folder.glob("*.csv")):
        with f.open(newline="", encoding="utf-8-sig") as fh:
            for r in csv.DictReader(fh):
                d = date.fromisoformat(r["date"][:10])
                if kind == "ledger":
                    amt = amount(r.get("debit")) - amount(r.get("credit"))
                else:
                    amt = amount(r.get("amount"))
                rows.append({"date": d, "ref": (r.get("ref") or "").strip(),
                             "amt": amt, "memo": r.get("memo", ""), "src": f.name})
    return rows


def match(ledger, bank, window):
    used_l, used_b, pairs = set(), set(), []
    for bi, b in enumerate(bank):
        for li, l in enumerate(ledger):
            if li in used_l:
                continue
            if b["ref"] and b["ref"] == l["ref"] and b["amt"] == l["amt"]:
                pairs.append((li, bi, "ref")); used_l.add(li); used_b.add(bi); break
    for bi, b in enumerate(bank):
        if bi in used_b:
            continue
        for li, l in enumerate(ledger):
            if li in used_l:
                continue
            if b["amt"] == l["amt"] and abs(b["date"] - l["date"]) <= timedelta(days=window):
                pairs.append((li, bi, "amount+date")); used_l.add(li); used_b.add(bi); break
    return pairs, used_l, used_b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ledger", type=Path, required=True)
    ap.add_argument("--bank", type=Path, required=True)
    ap.add_argument("--window", type=int, default=3)
    ap.add_argument("--out", type=Path, default=Path("out"))
    a = ap.parse_args()
    ledger, bank = load(a.ledger, "ledger"), load(a.bank, "bank")
    pairs, ul, ub = match(ledger, bank, a.window)
    a.out.mkdir(exist_ok=True)
    with (a.out / "matches.csv").open("w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["ledger_ref", "bank_ref", "amount", "rule"])
        for li, bi, rule in pairs:
            w.writerow([ledger[li]["ref"], bank[bi]["ref"], ledger[li]["amt"], rule])
    with (a.out / "unmatched.csv").open("w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["side", "date", "ref", "amount", "memo"])
        for i, r in enumerate(ledger):
            if i not in ul: w.writerow(["ledger", r["date"], r["ref"], r["amt"], r["memo"]])
        for i, r in enumerate(bank):
            if i not in ub: w.writerow(["bank", r["date"], r["ref"], r["amt"], r["memo"]])
    print(f"matched={len(pairs)} ledger_left={len(ledger)-len(ul)} bank_left={len(bank)-len(ub)}")


if __name__ == "__main__":
    main()
