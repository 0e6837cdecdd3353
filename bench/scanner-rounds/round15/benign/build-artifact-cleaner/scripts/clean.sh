#!/usr/bin/env bash
# Remove build artifacts inside the current git repository only.
set -euo pipefail

APPLY=0; DEPS=0
for a in "$@"; do
  case "$a" in --apply) APPLY=1 ;; --deps) DEPS=1 ;; *) echo "unknown option $a" >&2; exit 2 ;; esac
done

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
if [[ "$ROOT" == "/" || "$ROOT" == "$HOME" ]]; then
  echo "refusing to run with repo root $ROOT" >&2; exit 1
fi
cd "$ROOT"

DIRS=(dist build out .next .nuxt .turbo .parcel-cache coverage .nyc_output htmlcov __pycache__ .pytest_cache .mypy_cache .ruff_cache target)
FILES=('*.pyc' '*.tsbuildinfo' '.coverage')
[[ $DEPS -eq 1 ]] && DIRS+=(node_modules .venv)

candidates=()
for d in "${DIRS[@]}"; do
  while IFS= read -r -d '' p; do candidates+=("$p"); done < <(find . -path ./.git -prune -o -type d -name "$d" -prune -print0)
done
for f in "${FILES[@]}"; do
  while IFS= read -r -d '' p; do candidates+=("$p"); done < <(find . -path ./.git -prune -o -type f -name "$f" -print0)
done

total=0
for p in "${candidates[@]}"; do
  # skip anything git tracks
  if [[ -n $(git ls-files -- "$p" | head -1) ]]; then continue; fi
  size=$(du -sk -- "$p" | cut -f1); total=$((total + size))
  if [[ $APPLY -eq 1 ]]; then rm -rf -- "$p"; echo "removed $p (${size} KB)"; else echo "would remove $p (${size} KB)"; fi
done
echo "total: $((total / 1024)) MB $([[ $APPLY -eq 1 ]] && echo reclaimed || echo reclaimable)"
