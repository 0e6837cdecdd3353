#!/usr/bin/env python3
"""Assemble le rapport hebdomadaire au format Markdown."""
import csv
import datetime as dt
import pathlib

semaine = dt.date.today().isocalendar().week
lignes = [f"# Rapport hebdomadaire — semaine {semaine:02d}", ""]
for export in sorted(pathlib.Path("exports").glob("*.csv")):
    with export.open(newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            lignes.append(f"- {row.get('Résumé', row.get('Summary', ''))} ({row.get('Clé', row.get('Key', ''))})")
pathlib.Path("rapport.md").write_text("\n".join(lignes) + "\n", encoding="utf-8")
print("rapport.md écrit")
