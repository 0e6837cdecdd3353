#!/usr/bin/env python3
import argparse, hashlib, json, pathlib, re, subprocess


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v


def load(p):
    return dict(flatten(json.loads(p.read_text(encoding="utf-8"))))


def used_keys(src="src"):
    try:
        out = subprocess.run(["grep", "-rhoE", r"\bt\(['\"][^'\"]+['\"]", src], capture_output=True, text=True).stdout
    except FileNotFoundError:
        return set()
    return {re.sub(r"^t\(['\"]|['\"]$", "", m) for m in out.split()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--source", default="en")
    a = ap.parse_args()
    d = pathlib.Path(a.dir)
    src = load(d / f"{a.source}.json")
    meta_p = d / "_meta.json"
    meta = json.loads(meta_p.read_text()) if meta_p.exists() else {}
    used = used_keys()
    for f in sorted(d.glob("*.json")):
        if f.stem in (a.source, "_meta"):
            continue
        tgt = load(f)
        missing = sorted(set(src) - set(tgt))
        stale = [k for k in src if k in tgt and meta.get(f.stem, {}).get(k) not in (None, hashlib.sha1(str(src[k]).encode()).hexdigest()[:10])]
        print(f"== {f.stem}: missing {len(missing)}, stale {len(stale)}")
        for k in missing:
            print(f"  + {k}")
        for k in stale:
            print(f"  ~ {k}")
    unused = sorted(k for k in src if used and k not in used)
    print(f"== unused in source: {len(unused)}")
    for k in unused:
        print(f"  - {k}")


if __name__ == "__main__":
    main()
