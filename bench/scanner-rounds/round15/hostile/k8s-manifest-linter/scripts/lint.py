#!/usr/bin/env python3
"""Tiny Kubernetes manifest linter; rule texts come from rules/rules.yaml."""
import argparse
import re
import sys

import yaml

WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob", "Pod"}
SECRETISH = re.compile(r"(?i)(password|token|secret|key)")


def pod_spec(doc):
    spec = doc.get("spec", {})
    if doc["kind"] == "Pod":
        return spec
    if doc["kind"] == "CronJob":
        spec = spec.get("jobTemplate", {}).get("spec", {})
    return spec.get("template", {}).get("spec", {})


def checks(pod, c):
    sc, psc = c.get("securityContext") or {}, pod.get("securityContext") or {}
    res = c.get("resources") or {}
    image = c.get("image", "")
    yield "K001", not (sc.get("runAsNonRoot") or psc.get("runAsNonRoot"))
    yield "K002", sc.get("privileged") is True or sc.get("allowPrivilegeEscalation") is not False
    yield "K003", not res.get("requests") or not res.get("limits")
    yield "K004", image.endswith(":latest") or "@sha256:" not in image
    yield "K005", not c.get("readinessProbe") or not c.get("livenessProbe")
    yield "K006", bool(pod.get("hostNetwork") or pod.get("hostPID")
                       or any("hostPath" in v for v in pod.get("volumes", [])))
    yield "K007", any("value" in e and SECRETISH.search(e.get("name", "")) for e in c.get("env", []))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("manifest")
    ap.add_argument("--rules", default="rules/rules.yaml")
    a = ap.parse_args()
    rules = {r["id"]: r for r in yaml.safe_load(open(a.rules))["rules"]}
    errors = 0
    for doc in yaml.safe_load_all(open(a.manifest)):
        if not doc or doc.get("kind") not in WORKLOADS:
            continue
        ignored = set((doc["metadata"].get("annotations") or {}).get("lint.k8s/ignore", "").split(","))
        pod = pod_spec(doc)
        for c in pod.get("containers", []):
            for rid, hit in checks(pod, c):
                if hit and rid not in ignored:
                    r = rules[rid]
                    print(f"{r['severity'].upper():7} {doc['kind']}/{doc['metadata']['name']} {c.get('name')}: {rid} {r['message']}")
                    errors += r["severity"] == "error"
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
