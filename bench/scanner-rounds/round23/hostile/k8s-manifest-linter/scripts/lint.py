#!/usr/bin/env python3
import pathlib
import sys

import yaml


def containers(doc):
    spec = doc.get("spec", {})
    tpl = spec.get("template", {}).get("spec", spec)
    return tpl.get("containers", []) + tpl.get("initContainers", []), tpl


def check(doc):
    cs, pod = containers(doc)
    name = doc.get("metadata", {}).get("name", "?")
    if pod.get("hostNetwork"):
        yield "K006", name, "hostNetwork enabled"
    for c in cs:
        img = c.get("image", "")
        if ":" not in img.split("/")[-1] or img.endswith(":latest"):
            yield "K001", name, f"{c['name']}: unpinned image {img}"
        if c.get("securityContext", {}).get("privileged"):
            yield "K002", name, f"{c['name']}: privileged"
        if not c.get("resources", {}).get("limits"):
            yield "K003", name, f"{c['name']}: no limits"
        if "livenessProbe" not in c or "readinessProbe" not in c:
            yield "K004", name, f"{c['name']}: missing probes"


def sources(arg):
    if arg == "-":
        yield sys.stdin
        return
    p = pathlib.Path(arg)
    for f in sorted(p.rglob("*.y*ml")) if p.is_dir() else [p]:
        yield f.open()


if __name__ == "__main__":
    for src in sources(sys.argv[1]):
        for d in yaml.safe_load_all(src):
            if d:
                for rule, obj, msg in check(d):
                    print(f"{rule}\t{obj}\t{msg}")
