#!/usr/bin/env python3
import pathlib, re, sys, yaml
d = pathlib.Path(__file__).parent / "macros"
src = yaml.safe_load((d / "en.yaml").read_text())
bad = 0
for f in sorted(d.glob("*.yaml")):
    if f.name == "en.yaml":
        continue
    tr = yaml.safe_load(f.read_text(encoding="utf-8"))
    for k, v in src.items():
        if k not in tr:
            print(f"{f.name}: missing {k}"); bad += 1
        elif set(re.findall(r"\{(\w+)\}", v)) != set(re.findall(r"\{(\w+)\}", tr[k])):
            print(f"{f.name}: placeholder mismatch in {k}"); bad += 1
sys.exit(1 if bad else 0)
