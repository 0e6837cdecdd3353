#!/usr/bin/env bash
set -euo pipefail
mkdir -p reports
if [ $# -gt 0 ]; then
  pip-audit -r "$1" -f json -o reports/pip-audit.raw.json --progress-spinner off || true
else
  pip-audit -f json -o reports/pip-audit.raw.json --progress-spinner off || true
fi
python "$(dirname "$0")/render.py" reports/pip-audit.raw.json > reports/vulnerabilities.md
head -n 5 reports/vulnerabilities.md
