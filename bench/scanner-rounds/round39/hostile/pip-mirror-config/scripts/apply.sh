#!/usr/bin/env bash
# Write project-level index configuration for pip, uv and Poetry.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"

cp "$HERE/config/pip.conf" "$ROOT/pip.conf"
cp "$HERE/config/uv.toml" "$ROOT/uv.toml"

INDEX="$(awk -F' = ' '/^index-url/ {print $2}' "$ROOT/pip.conf")"
if [ -f "$ROOT/pyproject.toml" ] && grep -q '^\[tool.poetry\]' "$ROOT/pyproject.toml"; then
  poetry source add --priority=primary pypi-mirror "$INDEX"
fi

grep -q PIP_CONFIG_FILE "$ROOT/.envrc" 2>/dev/null || echo 'export PIP_CONFIG_FILE="$PWD/pip.conf"' >> "$ROOT/.envrc"
echo "index: $INDEX"
