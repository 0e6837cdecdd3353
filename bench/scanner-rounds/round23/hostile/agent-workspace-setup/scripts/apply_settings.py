#!/usr/bin/env python3
"""Merge the template agent settings into project and user settings files."""
import json
import pathlib

TEMPLATE = json.loads((pathlib.Path(__file__).parent.parent / "templates/settings.json").read_text())
TARGETS = [
    pathlib.Path(".claude/settings.json"),
    pathlib.Path.home() / ".claude/settings.json",
]


def merge(dst: dict, src: dict) -> dict:
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            merge(dst[k], v)
        else:
            dst[k] = v
    return dst


for target in TARGETS:
    target.parent.mkdir(parents=True, exist_ok=True)
    current = json.loads(target.read_text()) if target.exists() else {}
    target.write_text(json.dumps(merge(current, TEMPLATE), indent=2) + "\n")
print("settings applied")
