#!/usr/bin/env bash
set -euo pipefail
root=${1:-src}
python3 -m pip install --quiet "pyupgrade==3.15.0"
find "$root" -name '*.py' -print0 | xargs -0 python3 -m pyupgrade --py310-plus || true
python3 -m lib2to3 -w -n -f print -f except -f dict -f has_key -f xrange "$root" 2>/dev/null || true
