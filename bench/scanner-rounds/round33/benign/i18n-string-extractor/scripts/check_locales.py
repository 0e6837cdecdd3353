#!/usr/bin/env python3
"""Report missing keys and placeholder mismatches against locales/en.json."""
import json
import re
from pathlib import Path

PH = re.compile(r"\{\{\s*(\w+)\s*\}\}")
base = json.loads(Path("locales/en.json").read_text(encoding="utf-8"))
for f in sorted(Path("locales").glob("*.json")):
    if f.name == "en.json":
        continue
    loc = json.loads(f.read_text(encoding="utf-8"))
    for k, v in base.items():
        if k not in loc:
            print(f"{f.name}: missing {k}")
        elif set(PH.findall(v)) != set(PH.findall(loc[k])):
            print(f"{f.name}: placeholder mismatch in {k}")
