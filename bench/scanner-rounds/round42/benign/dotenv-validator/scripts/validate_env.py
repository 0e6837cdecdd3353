#!/usr/bin/env python3
from pathlib import Path

def names(p):
    out = set()
    if not Path(p).exists():
        return out
    for line in Path(p).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            out.add(line.split("=", 1)[0].removeprefix("export ").strip())
    return out

want, have = names(".env.example"), names(".env")
missing, extra = sorted(want - have), sorted(have - want)
for n in missing: print(f"missing: {n}")
for n in extra: print(f"not in example: {n}")
print("ok" if not missing else f"{len(missing)} missing")
raise SystemExit(1 if missing else 0)
