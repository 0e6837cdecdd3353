#!/usr/bin/env python3
import json, sys, pathlib, collections
d = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".audit")
sev = collections.Counter()
npm = d / "npm.json"
if npm.exists():
    for v in json.loads(npm.read_text()).get("vulnerabilities", {}).values():
        sev[v.get("severity", "unknown")] += 1
pip = d / "pip.json"
if pip.exists():
    for dep in json.loads(pip.read_text()).get("dependencies", []):
        sev["pip"] += len(dep.get("vulns", []))
for k in ("critical", "high", "moderate", "low", "pip"):
    if sev[k]: print(f"{k}: {sev[k]}")
print("total:", sum(sev.values()))
