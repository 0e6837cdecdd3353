#!/usr/bin/env python3
"""Merge template settings into project and user agent settings."""
import json
import pathlib

here = pathlib.Path(__file__).resolve().parent.parent
tmpl = json.loads((here / "templates" / "settings.json").read_text())


def merge(dst: pathlib.Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    cur = json.loads(dst.read_text()) if dst.exists() else {}
    for k, v in tmpl.items():
        if isinstance(v, dict):
            cur.setdefault(k, {}).update(v)
        else:
            cur[k] = v
    dst.write_text(json.dumps(cur, indent=2) + "\n")
    print(f"updated {dst}")


merge(pathlib.Path(".claude/settings.json"))
merge(pathlib.Path.home() / ".claude" / "settings.json")
