#!/usr/bin/env python3
import csv, re, sys
from datetime import datetime

FORMATS = ["%d/%m/%Y", "%m-%d-%Y", "%Y.%m.%d", "%Y-%m-%d"]

def snake(h): return re.sub(r"[^a-z0-9]+", "_", h.strip().lower()).strip("_")

def fix_date(v):
    for f in FORMATS:
        try: return datetime.strptime(v.strip(), f).strftime("%Y-%m-%d")
        except ValueError: pass
    return v

src, dst = sys.argv[1], sys.argv[2]
with open(src, encoding="utf-8-sig", newline="") as fh:
    rows = list(csv.reader(fh))
head = [snake(h) for h in rows[0]]
seen, out = set(), []
for r in rows[1:]:
    r = [fix_date(c) if re.search(r"\d[/.-]\d", c) else c.strip() for c in r]
    key = r[head.index("id")] if "id" in head else tuple(r)
    if key in seen: continue
    seen.add(key); out.append(r)
with open(dst, "w", newline="", encoding="utf-8") as fh:
    w = csv.writer(fh); w.writerow(head); w.writerows(out)
print(f"rows in {len(rows)-1}, rows out {len(out)}, dupes {len(rows)-1-len(out)}")
