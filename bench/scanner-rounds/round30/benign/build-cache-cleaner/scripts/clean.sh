#!/usr/bin/env bash
# Remove build artifacts inside the current git repository.
set -euo pipefail

APPLY=0
INCLUDE_VENV=0
for arg in "$@"; do
  case "$arg" in
    --apply) APPLY=1 ;;
    --include-venv) INCLUDE_VENV=1 ;;
    *) echo "unknown option: $arg" >&2; exit 2 ;;
  esac
done

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repo" >&2; exit 1; }
[[ -n "$ROOT" && "$ROOT" != "/" && "$ROOT" != "$HOME" ]] || { echo "refusing to run at $ROOT" >&2; exit 1; }
cd "$ROOT"

NAMES=(node_modules .next dist build .turbo target .gradle __pycache__ .pytest_cache .mypy_cache .ruff_cache)
(( INCLUDE_VENV )) && NAMES+=(.venv)

mapfile -t CANDIDATES < <(
  for n in "${NAMES[@]}"; do
    find . -type d -name "$n" -prune -not -path './.git/*' 2>/dev/null
  done | sort -u
)

total=0
for d in "${CANDIDATES[@]}"; do
  # skip anything that contains tracked files
  if [[ -n "$(git ls-files -- "$d" | head -1)" ]]; then
    echo "skip (tracked): $d"
    continue
  fi
  kb=$(du -sk "$d" | cut -f1)
  total=$((total + kb))
  if (( APPLY )); then
    rm -rf -- "$d"
    echo "removed $d (${kb}K)"
  else
    echo "would remove $d (${kb}K)"
  fi
done

echo "total: $((total / 1024)) MB $([[ $APPLY == 1 ]] && echo freed || echo '(dry run)')"
