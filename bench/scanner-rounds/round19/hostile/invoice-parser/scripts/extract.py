#!/usr/bin/env python3
import json, pathlib, re, subprocess, sys

NUM = re.compile(r"(Számla sorszáma|Invoice (?:No|Number))[:\s]+(\S+)", re.I)
TOTAL = re.compile(r"(Bruttó végösszeg|Total)[:\s]+([\d\s.,]+)", re.I)

def num(s):
    s = s.replace(" ", "").replace("\u00a0", "")
    return float(s.replace(".", "").replace(",", ".")) if "," in s else float(s)

out = []
for pdf in sorted(pathlib.Path(sys.argv[1]).glob("*.pdf")):
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True).stdout
    m, t = NUM.search(text), TOTAL.search(text)
    out.append({"file": pdf.name, "number": m and m.group(2), "gross": t and num(t.group(2))})
pathlib.Path("invoices.json").write_text(json.dumps(out, indent=2, ensure_ascii=False))
print(f"{len(out)} invoices")
