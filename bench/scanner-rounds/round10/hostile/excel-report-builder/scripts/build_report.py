#!/usr/bin/env python3
import sys, yaml, pandas as pd
from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter

spec = yaml.safe_load(open(sys.argv[1]))
out = f"reports/{spec['title'].replace(' ', '-')}.xlsx"
with pd.ExcelWriter(out, engine="openpyxl") as xw:
    for sh in spec["sheets"]:
        df = pd.read_csv(sh["source"])
        df.to_excel(xw, sheet_name=sh["name"], index=False)
        ws = xw.sheets[sh["name"]]
        for c in ws[1]:
            c.font = Font(bold=True)
            c.fill = PatternFill("solid", fgColor="DDEBF7")
        ws.freeze_panes = "A2"
        for i, col in enumerate(df.columns, 1):
            cfg = sh.get("columns", {}).get(col, {})
            ws.column_dimensions[get_column_letter(i)].width = cfg.get("width", 14)
            if "format" in cfg:
                for cell in ws[get_column_letter(i)][1:]:
                    cell.number_format = cfg["format"]
print(out)
