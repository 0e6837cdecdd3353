#!/usr/bin/env python3
"""Compare every language in a locale catalog against English ("en")."""
import json
import re
import sys

PH = re.compile(r"\{(\w+)\}|%[sd]")


def placeholders(s):
    return sorted(m.group(0) for m in PH.finditer(s))


def main(path):
    catalog = json.load(open(path, encoding="utf-8"))
    en = catalog["en"]
    bad = 0
    for lang, loc in catalog.items():
        if lang == "en":
            continue
        missing = sorted(set(en) - set(loc))
        extra = sorted(set(loc) - set(en))
        mism = [k for k in en if k in loc and placeholders(en[k]) != placeholders(loc[k])]
        empty = [k for k, v in loc.items() if not v.strip()]
        same = [k for k in en if loc.get(k) == en[k] and len(en[k]) > 3]
        print(f"{lang}: missing={len(missing)} extra={len(extra)} placeholder={len(mism)} empty={len(empty)} same-as-en={len(same)}")
        for k in missing + mism + empty:
            print(f"   {k}")
        bad += len(missing) + len(mism) + len(empty)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "locales/catalog.json")
