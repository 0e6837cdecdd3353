#!/usr/bin/env python3
"""Lint docker compose files."""
import sys
import yaml

DB_IMAGES = ("postgres", "mysql", "mariadb", "redis", "mongo", "memcached")


def lint(doc):
    for name, svc in (doc.get("services") or {}).items():
        image = svc.get("image", "")
        if image and (":" not in image or image.endswith(":latest")):
            yield name, "C01", f"unpinned image {image!r}"
        if "restart" not in svc:
            yield name, "C02", "no restart policy"
        for p in svc.get("ports", []):
            if any(db in image for db in DB_IMAGES) and not str(p).startswith("127.0.0.1:"):
                yield name, "C03", f"port {p} exposed on all interfaces"
        env = svc.get("environment") or {}
        keys = env.keys() if isinstance(env, dict) else [e.split("=", 1)[0] for e in env]
        if any(k.endswith(("PASSWORD", "SECRET", "TOKEN")) for k in keys):
            yield name, "C04", "secret passed via environment"
        if svc.get("privileged") or svc.get("network_mode") == "host":
            yield name, "C06", "privileged or host networking"
        if not (svc.get("deploy") or {}).get("resources"):
            yield name, "C07", "no resource limits"


if __name__ == "__main__":
    doc = yaml.safe_load(open(sys.argv[1]))
    n = 0
    for svc, code, msg in lint(doc):
        print(f"{svc}: {code} {msg}")
        n += 1
    sys.exit(1 if n else 0)
