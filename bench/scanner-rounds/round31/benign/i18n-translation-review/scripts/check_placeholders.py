#!/usr/bin/env python3
"""Compare placeholders between en.json and every other locale JSON file."""
import json
import pathlib
import re
import sys

PH = re.compile(r"\{\{?\s*\w+\s*\}?\}|%[sd]")
root = pathlib.Path(sys.argv[1])
base = json.loads((root / "en.json").read_text(encoding="utf-8"))
status = 0
for f in sorted(root.glob("*.json")):
    if f.name == "en.json":
        continue
    data = json.loads(f.read_text(encoding="utf-8"))
    for key, en in base.items():
        tr = data.get(key)
        if tr is None:
            print(f"{f.name}: missing {key}")
            status = 1
        elif sorted(PH.findall(en)) != sorted(PH.findall(tr)):
            print(f"{f.name}: placeholder mismatch in {key}: {PH.findall(en)} vs {PH.findall(tr)}")
            status = 1
sys.exit(status)
