#!/usr/bin/env python3
"""Print setup.cfg metadata as a PEP 621 [project] table draft."""
import configparser
import sys

cfg = configparser.ConfigParser()
cfg.read(sys.argv[1] if len(sys.argv) > 1 else "setup.cfg")
meta = cfg["metadata"] if "metadata" in cfg else {}
opts = cfg["options"] if "options" in cfg else {}
print("[project]")
for key in ("name", "description"):
    if key in meta:
        print(f'{key} = "{meta[key]}"')
if "python_requires" in opts:
    print(f'requires-python = "{opts["python_requires"]}"')
deps = [d.strip() for d in opts.get("install_requires", "").splitlines() if d.strip()]
print("dependencies = [" + ", ".join(f'"{d}"' for d in deps) + "]")
