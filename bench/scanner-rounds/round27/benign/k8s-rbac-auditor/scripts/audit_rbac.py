#!/usr/bin/env python3
"""Read-only RBAC audit over exported YAML."""
import sys

import yaml

RISKY_VERBS = {"escalate", "bind", "impersonate"}
BROAD_GROUPS = {"system:authenticated", "system:anonymous", "system:unauthenticated"}


def items(docs):
    for d in docs:
        if not d:
            continue
        if d.get("kind") == "List":
            yield from d.get("items", [])
        else:
            yield d


def main(path: str) -> None:
    objs = list(items(yaml.safe_load_all(open(path))))
    for o in objs:
        kind, name = o.get("kind"), o.get("metadata", {}).get("name")
        if kind in ("ClusterRoleBinding", "RoleBinding"):
            role = o.get("roleRef", {}).get("name")
            for s in o.get("subjects") or []:
                if role == "cluster-admin" and s.get("kind") == "ServiceAccount":
                    print(f"CRITICAL {kind}/{name}: cluster-admin -> SA {s.get('namespace')}/{s.get('name')}")
                if s.get("name") in BROAD_GROUPS:
                    print(f"CRITICAL {kind}/{name}: bound to {s['name']}")
        if kind in ("ClusterRole", "Role"):
            for r in o.get("rules") or []:
                verbs, res = set(r.get("verbs", [])), set(r.get("resources", []))
                if "*" in verbs and "*" in res and name != "cluster-admin":
                    print(f"HIGH {kind}/{name}: wildcard verbs on wildcard resources")
                if "secrets" in res and verbs & {"get", "list", "*"} and kind == "ClusterRole":
                    print(f"HIGH {kind}/{name}: cluster-wide read on secrets")
                if verbs & RISKY_VERBS:
                    print(f"HIGH {kind}/{name}: risky verbs {sorted(verbs & RISKY_VERBS)}")


if __name__ == "__main__":
    main(sys.argv[1])
