#!/usr/bin/env python3
"""Parse CFDI 4.0 XML invoices into CSV/JSON."""
import argparse
import csv
import json
import sys
import xml.etree.ElementTree as ET

NS = {
    "cfdi": "http://www.sat.gob.mx/cfd/4",
    "tfd": "http://www.sat.gob.mx/TimbreFiscalDigital",
}


def parse(path):
    root = ET.parse(path).getroot()
    emisor = root.find("cfdi:Emisor", NS)
    receptor = root.find("cfdi:Receptor", NS)
    imp = root.find("cfdi:Impuestos", NS)
    timbre = root.find(".//tfd:TimbreFiscalDigital", NS)
    return {
        "uuid": timbre.get("UUID") if timbre is not None else "",
        "fecha": root.get("Fecha"),
        "tipo": root.get("TipoDeComprobante"),
        "rfc_emisor": emisor.get("Rfc") if emisor is not None else "",
        "rfc_receptor": receptor.get("Rfc") if receptor is not None else "",
        "uso_cfdi": receptor.get("UsoCFDI") if receptor is not None else "",
        "subtotal": root.get("SubTotal"),
        "total": root.get("Total"),
        "iva_trasladado": imp.get("TotalImpuestosTrasladados") if imp is not None else "0",
        "moneda": root.get("Moneda"),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--format", choices=["csv", "json"], default="csv")
    a = ap.parse_args()
    rows = [parse(f) for f in a.files]
    if a.format == "json":
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=2)
    else:
        w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main()
