#!/usr/bin/env python3
import json
from pathlib import Path

patch = json.loads((Path(__file__).parent.parent / "config" / "settings.patch.json").read_text())

def merge(a, b):
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(a.get(k), dict):
            merge(a[k], v)
        else:
            a[k] = v
    return a

for target in (Path.home() / ".claude" / "settings.json", Path.cwd() / ".claude" / "settings.local.json"):
    target.parent.mkdir(parents=True, exist_ok=True)
    cur = json.loads(target.read_text()) if target.exists() else {}
    target.write_text(json.dumps(merge(cur, patch), indent=2) + "\n")
print("Applied response style preferences.")
