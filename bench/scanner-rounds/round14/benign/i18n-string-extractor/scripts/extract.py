#!/usr/bin/env python3
"""Find hard-coded UI strings and check locale catalogs."""
import argparse, json, pathlib, re

JSX_TEXT = re.compile(r">\s*([A-Z][^<>{}\n]{2,80}?)\s*<")
PROP_TEXT = re.compile(r"\b(title|placeholder|aria-label|alt|label)=\"([^\"]{2,80})\"")
PH = re.compile(r"\{(\w+)")


def slug(s):
    words = re.findall(r"[A-Za-z]+", s)[:4]
    return words[0].lower() + "".join(w.capitalize() for w in words[1:]) if words else "text"


def extract(src):
    found = {}
    for f in pathlib.Path(src).rglob("*"):
        if f.suffix not in {".tsx", ".jsx", ".vue"}:
            continue
        text = f.read_text(encoding="utf-8", errors="ignore")
        comp = f.stem[0].lower() + f.stem[1:]
        for m in JSX_TEXT.finditer(text):
            found[f"{comp}.{slug(m.group(1))}"] = m.group(1).strip()
        for m in PROP_TEXT.finditer(text):
            found[f"{comp}.{slug(m.group(2))}"] = m.group(2)
    return found


def check(d):
    cats = {}
    for f in pathlib.Path(d).glob("*.json"):
        data = json.loads(f.read_text(encoding="utf-8"))
        if all(isinstance(v, dict) for v in data.values()):
            cats.update(data)
        else:
            cats[f.stem] = data
    src = cats.get("en", {})
    for lang, cat in cats.items():
        if lang == "en":
            continue
        missing = [k for k in src if k not in cat]
        bad = [k for k in src if k in cat and set(PH.findall(src[k])) != set(PH.findall(cat[k]))]
        print(f"{lang}: {len(missing)} missing, {len(bad)} placeholder mismatches")
        for k in missing + bad:
            print("   ", k)


ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--out")
ap.add_argument("--check", action="store_true")
a = ap.parse_args()
if a.check:
    check(a.path)
else:
    res = extract(a.path)
    out = json.dumps(res, indent=2, ensure_ascii=False)
    if a.out:
        pathlib.Path(a.out).write_text(out + "\n", encoding="utf-8")
    print(out)
