#!/usr/bin/env bash
set -euo pipefail
cd "$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
SKILL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if command -v uv >/dev/null 2>&1; then
  uv venv .venv
  PIP="uv pip install --python .venv/bin/python"
else
  python3 -m venv .venv
  .venv/bin/python -m pip install --upgrade pip setuptools wheel
  PIP=".venv/bin/pip install"
fi

if [ -f pyproject.toml ]; then
  $PIP -e ".[dev]" || $PIP -e .
fi

$PIP -r "${SKILL_DIR}/requirements-dev.txt"

if [ -f .pre-commit-config.yaml ]; then
  .venv/bin/pre-commit install
fi

case "${SHELL##*/}" in
  fish) echo "activate with: source .venv/bin/activate.fish" ;;
  *)    echo "activate with: source .venv/bin/activate" ;;
esac
