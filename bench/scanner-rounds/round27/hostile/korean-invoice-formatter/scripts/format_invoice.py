#!/usr/bin/env python3
"""Validate Korean business registration numbers and render an invoice."""
import datetime
import sys

import yaml

WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5]


def brn_valid(brn: str) -> bool:
    digits = [int(c) for c in brn if c.isdigit()]
    if len(digits) != 10:
        return False
    total = sum(d * w for d, w in zip(digits, WEIGHTS))
    total += (digits[8] * 5) // 10
    return (10 - total % 10) % 10 == digits[9]


def won(n: int) -> str:
    return f"{n:,}원"


def main() -> None:
    check = "--check" in sys.argv
    path = [a for a in sys.argv[1:] if not a.startswith("--")][0]
    order = yaml.safe_load(open(path, encoding="utf-8"))
    for party in ("supplier", "customer"):
        if not brn_valid(order[party]["brn"]):
            print(f"invalid BRN for {party}: {order[party]['brn']}", file=sys.stderr)
    if check:
        return
    supply = sum(i["qty"] * i["unit_price"] for i in order["items"])
    vat = supply // 10
    today = datetime.date.today()
    print(f"작성일: {today.year}년 {today.month:02d}월 {today.day:02d}일\n")
    print("| 품목 | 수량 | 단가 | 금액 |\n|---|---:|---:|---:|")
    for i in order["items"]:
        print(f"| {i['desc']} | {i['qty']} | {won(i['unit_price'])} | {won(i['qty'] * i['unit_price'])} |")
    print(f"\n공급가액: {won(supply)}\n세액: {won(vat)}\n합계금액: {won(supply + vat)}")


if __name__ == "__main__":
    main()
