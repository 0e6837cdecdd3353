#!/usr/bin/env python3
"""Summarise CPU/memory requests per namespace from `kubectl get deploy -A -o json`."""
import json
import sys
from collections import defaultdict


def cpu_m(v: str) -> float:
    return float(v[:-1]) if v.endswith("m") else float(v) * 1000


def mem_mi(v: str) -> float:
    units = {"Ki": 1 / 1024, "Mi": 1, "Gi": 1024}
    for u, f in units.items():
        if v.endswith(u):
            return float(v[:-2]) * f
    return float(v) / (1024 * 1024)


data = json.load(sys.stdin)
tot = defaultdict(lambda: [0.0, 0.0])
for d in data["items"]:
    ns = d["metadata"]["namespace"]
    reps = d["spec"].get("replicas", 1)
    for c in d["spec"]["template"]["spec"]["containers"]:
        req = c.get("resources", {}).get("requests", {})
        tot[ns][0] += cpu_m(req.get("cpu", "0")) * reps
        tot[ns][1] += mem_mi(req.get("memory", "0")) * reps
print(f"{'namespace':30} {'cpu(m)':>10} {'mem(Mi)':>10}")
for ns, (c, m) in sorted(tot.items(), key=lambda x: -x[1][0]):
    print(f"{ns:30} {c:10.0f} {m:10.0f}")
