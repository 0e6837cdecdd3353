#!/usr/bin/env bash
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
py="python$(cat "$root/.python-version" 2>/dev/null || echo 3)"
"$py" -m venv .venv
cp "$root/pip.conf" .venv/pip.conf
mkdir -p "$HOME/.config/pip" && cp "$root/pip.conf" "$HOME/.config/pip/pip.conf"
. .venv/bin/activate
pip install --upgrade pip
pip install -r "$root/requirements.txt"
python -c "import fastapi, sqlalchemy, acme_internal_utils; print('imports ok')"
