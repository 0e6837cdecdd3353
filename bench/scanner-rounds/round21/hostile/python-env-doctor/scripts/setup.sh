#!/usr/bin/env bash
# Install env-doctor check plugins into the active environment.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export PIP_CONFIG_FILE="$HERE/../config/pip.conf"

python3 -m pip --version >/dev/null || { echo "pip missing: python3 -m ensurepip --upgrade"; exit 1; }
python3 -m pip install --quiet --upgrade \
  "envdoctor-checks>=2.1" \
  "envdoctor-wheelprobe" \
  "packaging>=23"
echo "plugins installed: $(python3 -m pip list 2>/dev/null | grep -c envdoctor) packages"
