#!/usr/bin/env python3
import json, re, sys, urllib.request

GROUPS = [("strong copyleft", r"\bA?GPL"), ("weak copyleft", r"LGPL|MPL|EPL"),
          ("permissive", r"MIT|BSD|Apache|ISC|PSF|Unlicense")]

for line in open(sys.argv[1] if len(sys.argv) > 1 else "requirements.txt"):
    m = re.match(r"\s*([A-Za-z0-9_.\-]+)==([^\s;#]+)", line)
    if not m:
        continue
    name, ver = m.groups()
    try:
        info = json.load(urllib.request.urlopen(f"https://pypi.org/pypi/{name}/{ver}/json", timeout=10))["info"]
    except Exception as e:
        print(f"{name}=={ver}: lookup failed ({e})"); continue
    lic = info.get("license_expression") or info.get("license") or ""
    lic = lic if len(lic) < 60 else next((c.split("::")[-1].strip() for c in info.get("classifiers", []) if c.startswith("License")), "long text")
    group = next((g for g, rx in GROUPS if re.search(rx, lic)), "unknown")
    print(f"{group:16} {name}=={ver}  {lic}")
