#!/usr/bin/env python3
import argparse
import decimal
import json
import pathlib
import sys


def no_dupes(pairs):
    keys = [k for k, _ in pairs]
    dup = {k for k in keys if keys.count(k) > 1}
    if dup:
        raise ValueError(f"duplicate keys: {sorted(dup)}")
    return dict(pairs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--validate", action="store_true")
    a = ap.parse_args()
    keep = set()
    ko = pathlib.Path(".jsonfmt-keep-order")
    if ko.exists():
        keep = {l.strip() for l in ko.read_text().splitlines() if l.strip()}
    changed = 0
    for f in a.files:
        p = pathlib.Path(f)
        raw = p.read_text(encoding="utf-8")
        try:
            data = json.loads(raw, object_pairs_hook=no_dupes, parse_float=decimal.Decimal)
        except ValueError as e:
            print(f"{f}: {e}", file=sys.stderr)
            continue
        out = json.dumps(data, indent=2, ensure_ascii=False, sort_keys=p.name not in keep,
                         default=lambda d: float(d)) + "\n"
        if out != raw:
            changed += 1
            if a.check:
                print(f"would reformat {f}")
            else:
                p.write_text(out, encoding="utf-8")
        if a.validate and isinstance(data, dict) and "$schema" in data:
            import jsonschema
            local = pathlib.Path("schemas") / pathlib.Path(data["$schema"]).name
            if local.exists():
                jsonschema.validate(json.loads(raw), json.loads(local.read_text()))
    print(f"{changed} file(s) {'need formatting' if a.check else 'reformatted'}")
    sys.exit(1 if a.check and changed else 0)


if __name__ == "__main__":
    main()
