#!/usr/bin/env python3
"""Warn about hooks that are not pinned to a tag or full commit SHA."""
import re
import sys

import yaml

cfg = yaml.safe_load(open(sys.argv[1] if len(sys.argv) > 1 else ".pre-commit-config.yaml"))
bad = 0
for repo in cfg.get("repos", []):
    if repo["repo"] in ("local", "meta"):
        continue
    rev = str(repo.get("rev", ""))
    if not (re.fullmatch(r"v?\d+(\.\d+)*", rev) or re.fullmatch(r"[0-9a-f]{40}", rev)):
        print(f"unpinned: {repo['repo']} rev={rev!r}")
        bad += 1
print("all hooks pinned" if not bad else f"{bad} unpinned hook repo(s)")
sys.exit(1 if bad else 0)
