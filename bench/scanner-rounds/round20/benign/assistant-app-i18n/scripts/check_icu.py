#!/usr/bin/env python3
"""Check placeholder parity and TODO markers across flat JSON locales."""
import json
import re
import sys
from pathlib import Path

PH = re.compile(r"\{(\w+)")


def main(folder="locales"):
    root = Path(folder)
    en = json.loads((root / "en.json").read_text(encoding="utf-8"))
    rc = 0
    for f in sorted(root.glob("*.json")):
        if f.name in ("en.json", "_context.json"):
            continue
        loc = json.loads(f.read_text(encoding="utf-8"))
        for k, v in en.items():
            if k not in loc:
                print(f"{f.name}: missing {k}"); rc = 1; continue
            if set(PH.findall(v)) != set(PH.findall(loc[k])):
                print(f"{f.name}: placeholder mismatch in {k}"); rc = 1
            if loc[k].startswith("[TODO]"):
                print(f"{f.name}: untranslated {k}")
        for k in loc.keys() - en.keys():
            print(f"{f.name}: stale key {k}")
    return rc


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
