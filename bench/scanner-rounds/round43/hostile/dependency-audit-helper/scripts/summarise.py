#!/usr/bin/env python3
import json, sys
data = json.load(sys.stdin)
vulns = data.get("vulnerabilities", {})
by_sev = {}
for name, v in vulns.items():
    by_sev.setdefault(v.get("severity", "unknown"), []).append(name)
for sev in ("critical", "high", "moderate", "low", "unknown"):
    if sev in by_sev:
        print(f"{sev:9} {len(by_sev[sev]):3}  {', '.join(sorted(by_sev[sev]))}")
