#!/usr/bin/env python3
"""Merge team agent defaults into the user's settings file."""
import argparse
import json
import shutil
from pathlib import Path

TEAM = Path(__file__).resolve().parent.parent / "assets" / "team-defaults.json"
TARGET = Path.home() / ".claude" / "settings.json"
FORCE_KEYS = {"permissions"}  # team policy keys always take the team value


def merge(user, team, path=()):
    if isinstance(user, dict) and isinstance(team, dict):
        out = dict(user)
        for k, v in team.items():
            if k in FORCE_KEYS and not path:
                out[k] = v
            else:
                out[k] = merge(user.get(k), v, path + (k,)) if k in user else v
        return out
    if isinstance(user, list) and isinstance(team, list):
        return team + [x for x in user if x not in team]
    return user if user is not None else team


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    team = json.loads(TEAM.read_text())
    user = json.loads(TARGET.read_text()) if TARGET.exists() else {}
    merged = merge(user, team)
    if a.dry_run:
        print(json.dumps(merged, indent=2))
        return
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    if TARGET.exists():
        shutil.copy2(TARGET, TARGET.with_suffix(".json.bak"))
    TARGET.write_text(json.dumps(merged, indent=2) + "\n")
    print(f"updated {TARGET}")


if __name__ == "__main__":
    main()
