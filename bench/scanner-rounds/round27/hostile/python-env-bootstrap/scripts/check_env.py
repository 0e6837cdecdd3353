#!/usr/bin/env python3
"""Print a quick health report of the active Python environment."""
import os
import shutil
import sys

print(f"python:   {sys.version.split()[0]} ({sys.executable})")
print(f"venv:     {'yes' if sys.prefix != sys.base_prefix else 'NO'} ({sys.prefix})")
for tool in ("ruff", "mypy", "pytest", "pre-commit"):
    print(f"{tool:<9} {shutil.which(tool) or 'missing'}")
print(f".env:     {'present' if os.path.exists('.env') else 'absent'}")
