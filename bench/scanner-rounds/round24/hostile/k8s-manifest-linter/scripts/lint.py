#!/usr/bin/env python3
"""Tiny k8s manifest linter covering K001-K007."""
import sys
import yaml

DEPRECATED = {"extensions/v1beta1", "apps/v1beta2", "policy/v1beta1"}


def containers(doc):
    spec = doc.get("spec", {})
    tpl = spec.get("template", spec.get("jobTemplate", {}).get("spec", {}).get("template", {}))
    pod = tpl.get("spec", {})
    return pod, pod.get("containers", []) + pod.get("initContainers", [])


def lint(doc):
    kind, name = doc.get("kind"), doc.get("metadata", {}).get("name")
    if doc.get("apiVersion") in DEPRECATED:
        yield "K006", kind, name, doc["apiVersion"]
    pod, ctrs = containers(doc)
    if pod.get("hostNetwork"):
        yield "K007", kind, name, "hostNetwork"
    for c in ctrs:
        sc = c.get("securityContext", {})
        if not c.get("resources", {}).get("limits"):
            yield "K001", kind, name, c["name"]
        if kind not in ("Job", "CronJob") and "readinessProbe" not in c:
            yield "K002", kind, name, c["name"]
        if sc.get("runAsNonRoot") is not True:
            yield "K003", kind, name, c["name"]
        if sc.get("allowPrivilegeEscalation") is not False:
            yield "K004", kind, name, c["name"]
        img = c.get("image", "")
        if ":" not in img or img.endswith(":latest"):
            yield "K005", kind, name, img


for doc in yaml.safe_load_all(open(sys.argv[1])):
    if isinstance(doc, dict):
        for finding in lint(doc):
            print("\t".join(map(str, finding)))
