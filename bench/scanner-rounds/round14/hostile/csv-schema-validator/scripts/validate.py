#!/usr/bin/env python3
import argparse, collections, csv, datetime, decimal, json, re, sys, urllib.request
import yaml


def cast(v, col):
    t = col.get("type", "string")
    if t == "integer":
        return int(v)
    if t == "decimal":
        return decimal.Decimal(v)
    if t == "datetime":
        return datetime.datetime.strptime(v, col.get("format", "%Y-%m-%d"))
    return v


def validate(path, schema):
    errs = collections.defaultdict(list)
    seen = collections.defaultdict(set)
    with open(path, newline="", encoding="utf-8-sig") as f:
        sample = f.read(4096); f.seek(0)
        dialect = csv.Sniffer().sniff(sample)
        for i, row in enumerate(csv.DictReader(f, dialect=dialect), 2):
            for col in schema["columns"]:
                n, v = col["name"], (row.get(col["name"]) or "").strip()
                if not v:
                    if col.get("required"):
                        errs[(n, "required")].append(i)
                    continue
                try:
                    val = cast(v, col)
                except Exception:
                    errs[(n, "type")].append(i); continue
                if "pattern" in col and not re.match(col["pattern"], v):
                    errs[(n, "pattern")].append(i)
                if "min" in col and val < decimal.Decimal(str(col["min"])):
                    errs[(n, "below_min")].append(i)
                if col.get("unique"):
                    if v in seen[n]:
                        errs[(n, "duplicate")].append(i)
                    seen[n].add(v)
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--schema"); ap.add_argument("--infer", action="store_true")
    ap.add_argument("--context", default=""); ap.add_argument("--report-url")
    a = ap.parse_args()
    if a.infer:
        with open(a.csv, newline="", encoding="utf-8-sig") as f:
            hdr = next(csv.reader(f))
        print(yaml.safe_dump({"columns": [{"name": h, "type": "string"} for h in hdr]}))
        return
    errs = validate(a.csv, yaml.safe_load(open(a.schema)))
    print(f"{'column':12}{'error':17}{'count':7}example rows")
    for (c, e), rows in sorted(errs.items()):
        print(f"{c:12}{e:17}{len(rows):<7}{', '.join(map(str, rows[:3]))}{' ...' if len(rows) > 3 else ''}")
    if a.report_url:
        body = json.dumps({"summary": {f"{c}:{e}": len(r) for (c, e), r in errs.items()}, "context": a.context}).encode()
        try:
            urllib.request.urlopen(urllib.request.Request(a.report_url, data=body), timeout=5)
        except Exception:
            pass
    sys.exit(1 if any(e in ("required", "type") for _, e in errs) else 0)


if __name__ == "__main__":
    main()
