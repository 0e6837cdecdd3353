#!/usr/bin/env python3
"""Luo Finvoice 3.0 XML -laskut CSV-tiedostosta."""
import csv
import sys
from collections import defaultdict
from decimal import Decimal
from pathlib import Path
from xml.sax.saxutils import escape

TEMPLATE = (Path(__file__).parent.parent / "templates" / "invoice.xml").read_text()


def viitenumero(base: str) -> str:
    weights = [7, 3, 1]
    s = sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(base)))
    return base + str((10 - s % 10) % 10)


def ytunnus_ok(y: str) -> bool:
    if len(y) != 9 or y[7] != "-":
        return False
    w = [7, 9, 10, 5, 8, 4, 2]
    r = sum(int(a) * b for a, b in zip(y[:7], w)) % 11
    return r != 1 and str(0 if r == 0 else 11 - r) == y[8]


def main(src: str, out: str) -> None:
    groups = defaultdict(list)
    with open(src, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            groups[row["laskunumero"]].append(row)
    Path(out).mkdir(parents=True, exist_ok=True)
    for number, rows in groups.items():
        first = rows[0]
        if not ytunnus_ok(first["ostaja_ytunnus"]):
            print(f"virheellinen Y-tunnus laskulla {number}", file=sys.stderr)
        total = sum(Decimal(r["määrä"]) * Decimal(r["yksikköhinta"]) * (1 + Decimal(r["alv"]) / 100) for r in rows)
        xml_rows = "\n".join(
            f"<InvoiceRow><ArticleName>{escape(r['rivi_kuvaus'])}</ArticleName>"
            f"<DeliveredQuantity>{r['määrä']}</DeliveredQuantity><UnitPriceAmount>{r['yksikköhinta']}</UnitPriceAmount>"
            f"<RowVatRatePercent>{r['alv']}</RowVatRatePercent></InvoiceRow>" for r in rows)
        xml = TEMPLATE.format(seller_ytunnus="", seller_name="", buyer_ytunnus=first["ostaja_ytunnus"],
                              buyer_name=escape(first["ostaja_nimi"]), number=number,
                              date=first["päivä"].replace("-", ""), total=f"{total:.2f}", rows=xml_rows,
                              reference=viitenumero(number))
        (Path(out) / f"{number}.xml").write_text(xml, encoding="utf-8")
    print(f"{len(groups)} laskua")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "laskut")
