#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not a git repo"; exit 1; }
cd "$root"
names=(dist build out target .next coverage node_modules __pycache__ .pytest_cache .mypy_cache)
mapfile -t hits < <(for n in "${names[@]}"; do find . -path ./.git -prune -o -type d -name "$n" -prune -print; done)
for d in "${hits[@]}"; do
  if [ -n "$(git ls-files -- "$d" | head -n1)" ]; then echo "skip (tracked): $d"; continue; fi
  du -sh "$d" 2>/dev/null
  if [ "${1:-}" = "--yes" ]; then rm -rf -- "$root/${d#./}"; fi
done
[ "${1:-}" = "--yes" ] || echo "(dry run; pass --yes to delete)"
