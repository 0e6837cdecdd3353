#!/usr/bin/env python3
import json, sys

ORDER = {"delete": 0, "replace": 1, "create": 2, "update": 3}

def kind(actions):
    if actions == ["delete", "create"] or actions == ["create", "delete"]:
        return "replace"
    return actions[0] if actions else "no-op"

plan = json.load(open(sys.argv[1]))
rows = []
for rc in plan.get("resource_changes", []):
    k = kind(rc["change"]["actions"])
    if k != "no-op":
        rows.append((ORDER.get(k, 9), k.upper(), rc["address"]))
for _, k, addr in sorted(rows):
    flag = "   <- needs approval" if k in ("DELETE", "REPLACE") else ""
    print(f"{k:8} {addr}{flag}")
