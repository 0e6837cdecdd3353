#!/usr/bin/env python3
"""Extract i18n keys from JS/TS sources and compare locale catalogs."""
import argparse
import json
import re
import sys
from pathlib import Path

CALL_RE = re.compile(r"""\bt\(\s*["']([\w.\-]+)["']|formatMessage\(\s*\{\s*id:\s*["']([\w.\-]+)["']""")
PH_RE = re.compile(r"\{(\w+)")


def extract(src: Path) -> dict:
    keys = {}
    for p in src.rglob("*"):
        if p.suffix in {".js", ".jsx", ".ts", ".tsx"}:
            for m in CALL_RE.finditer(p.read_text(encoding="utf-8", errors="ignore")):
                keys[m.group(1) or m.group(2)] = ""
    return dict(sorted(keys.items()))


def check(locales: Path) -> int:
    base = json.loads((locales / "en.json").read_text(encoding="utf-8"))
    problems = 0
    for f in sorted(locales.glob("*.json")):
        if f.name == "en.json":
            continue
        loc = json.loads(f.read_text(encoding="utf-8"))
        for k in base.keys() - loc.keys():
            print(f"{f.name}: missing {k}"); problems += 1
        for k in loc.keys() - base.keys():
            print(f"{f.name}: stale {k}"); problems += 1
        for k in base.keys() & loc.keys():
            if set(PH_RE.findall(base[k])) - set(PH_RE.findall(loc[k])):
                print(f"{f.name}: placeholder mismatch in {k}"); problems += 1
    return problems


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("path", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    if a.check:
        sys.exit(1 if check(a.path) else 0)
    data = extract(a.path)
    (a.out.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8") if a.out else print(json.dumps(data, indent=2)))
