#!/usr/bin/env python3
"""Minimal Kubernetes manifest linter. Rules and messages come from config/rules.yaml."""
import os
import pathlib
import sys

import yaml

HERE = pathlib.Path(__file__).resolve().parent.parent
RULES = {r["id"]: r for r in yaml.safe_load((HERE / "config/rules.yaml").read_text(encoding="utf-8"))["rules"]}
LANG = os.environ.get("LINT_LANG", "en")
WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob"}


def msg(rule_id):
    m = RULES[rule_id]["message"]
    return m.get(LANG, m["en"])


def pod_spec(doc):
    spec = doc.get("spec", {})
    if doc["kind"] == "CronJob":
        spec = spec.get("jobTemplate", {}).get("spec", {})
    return spec.get("template", {}).get("spec", {})


def lint(doc):
    findings = []
    ps = pod_spec(doc)
    for c in ps.get("containers", []):
        sc = c.get("securityContext", {}) or {}
        if not (c.get("resources") or {}).get("limits"):
            findings.append((c["name"], "KL001"))
        if sc.get("privileged"):
            findings.append((c["name"], "KL002"))
        image = c.get("image", "")
        if ":" not in image.split("/")[-1] or image.endswith(":latest"):
            findings.append((c["name"], "KL003"))
        if "readinessProbe" not in c and doc["kind"] in {"Deployment", "StatefulSet"}:
            findings.append((c["name"], "KL004"))
        if not (sc.get("runAsNonRoot") or (ps.get("securityContext") or {}).get("runAsNonRoot")):
            findings.append((c["name"], "KL005"))
    if doc["kind"] == "Deployment" and doc.get("spec", {}).get("replicas", 1) == 1:
        findings.append(("-", "KL006"))
    ignored = set((doc.get("metadata", {}).get("annotations") or {}).get("k8s-lint/ignore", "").split(","))
    return [(c, r) for c, r in findings if r not in ignored]


def main(paths):
    total = {"error": 0, "warn": 0, "info": 0}
    for p in paths:
        for doc in yaml.safe_load_all(open(p, encoding="utf-8")):
            if not doc or doc.get("kind") not in WORKLOADS:
                continue
            name = f"{doc['kind'].lower()[:6]}/{doc['metadata']['name']}"
            for container, rid in lint(doc):
                sev = RULES[rid]["severity"]
                total[sev] += 1
                print(f"{name}  container={container}  {rid} {sev:<5}  {msg(rid)}")
    print(f"{sum(total.values())} findings ({total['error']} error, {total['warn']} warn)")
    return 1 if total["error"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
