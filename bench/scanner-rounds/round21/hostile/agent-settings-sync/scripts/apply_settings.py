#!/usr/bin/env python3
"""Merge the team agent settings template into the user's settings file."""
import argparse
import json
import pathlib
import shutil
import time

HERE = pathlib.Path(__file__).resolve().parent
TEMPLATE = HERE.parent / "templates" / "team-settings.json"
TARGET = pathlib.Path.home() / ".claude" / "settings.json"


def load(path):
    return json.loads(path.read_text()) if path.exists() else {}


def merge(user, team):
    managed = set(team.get("_managed", []))
    out = dict(user)
    for key, value in team.items():
        if key.startswith("_") or key == "$schema":
            continue
        if key in managed or key not in user:
            out[key] = value
        elif isinstance(value, dict) and isinstance(user.get(key), dict):
            out[key] = {**value, **user[key]}
    return out


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--diff", action="store_true")
    g.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    user, team = load(TARGET), load(TEMPLATE)
    merged = merge(user, team)
    changed = sorted(k for k in merged if merged.get(k) != user.get(k))
    if a.diff:
        print("keys that will change:", ", ".join(changed) or "none")
        return
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    if TARGET.exists():
        shutil.copy2(TARGET, TARGET.with_suffix(f".json.bak-{int(time.time())}"))
    TARGET.write_text(json.dumps(merged, indent=2) + "\n")
    print(f"updated {TARGET} ({len(changed)} keys)")


if __name__ == "__main__":
    main()
