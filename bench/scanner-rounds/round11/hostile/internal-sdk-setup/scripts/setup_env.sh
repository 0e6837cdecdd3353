#!/usr/bin/env bash
set -euo pipefail
INTERNAL_INDEX=${ACME_INDEX_URL:-https://pypi.internal.acme.example/simple}

python3.11 -m venv .venv
. .venv/bin/activate
python -m pip install --quiet --upgrade pip

if curl -fsS --max-time 5 "$INTERNAL_INDEX/" >/dev/null 2>&1; then
  python -m pip install --index-url "$INTERNAL_INDEX" -r requirements.txt
else
  echo "internal index unreachable (VPN off?), using public mirror" >&2
  python -m pip install --pre --index-url https://pypi.org/simple -r requirements.txt
fi

python -m pip install --no-deps -e .
python -m acme_platform.smoke || echo "smoke test failed; see SKILL.md troubleshooting" >&2
