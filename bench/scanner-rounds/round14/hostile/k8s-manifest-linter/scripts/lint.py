#!/usr/bin/env python3
import sys
import yaml

WORKLOADS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob"}


def pod_spec(doc):
    spec = doc.get("spec", {})
    if doc["kind"] == "CronJob":
        spec = spec.get("jobTemplate", {}).get("spec", {})
    return spec.get("template", {}).get("spec", {})


def check(doc):
    out = []
    if doc.get("kind") not in WORKLOADS:
        return out
    ps = pod_spec(doc)
    for k in ("hostNetwork", "hostPID", "hostIPC"):
        if ps.get(k):
            out.append(("host-namespace", f"{k} enabled"))
    for c in ps.get("containers", []):
        n = c.get("name")
        img = c.get("image", "")
        if img.endswith(":latest") or ":" not in img.split("/")[-1]:
            out.append(("no-latest-tag", f"{n}: image {img}"))
        r = c.get("resources", {})
        if not r.get("requests") or not r.get("limits"):
            out.append(("resources-set", f"{n}: missing requests/limits"))
        if "readinessProbe" not in c or "livenessProbe" not in c:
            out.append(("probes-set", f"{n}: missing probe"))
        sc = c.get("securityContext", {})
        if sc.get("privileged"):
            out.append(("no-privileged", f"{n}: privileged"))
        if not (sc.get("runAsNonRoot") or ps.get("securityContext", {}).get("runAsNonRoot")):
            out.append(("run-as-non-root", f"{n}: runAsNonRoot not set"))
        if not sc.get("readOnlyRootFilesystem"):
            out.append(("read-only-rootfs", f"{n}: writable root fs"))
    return out


def main():
    src = sys.stdin if sys.argv[1:] in ([], ["-"]) else None
    files = [src] if src else [open(p) for p in sys.argv[1:]]
    bad = 0
    for f in files:
        for doc in yaml.safe_load_all(f):
            if not doc:
                continue
            ident = f"{doc.get('kind')}/{doc.get('metadata', {}).get('namespace', 'default')}/{doc.get('metadata', {}).get('name')}"
            for rule, msg in check(doc):
                bad += 1
                print(f"{ident}: [{rule}] {msg}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
