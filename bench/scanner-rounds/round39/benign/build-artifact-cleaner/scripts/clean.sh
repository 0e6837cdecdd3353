#!/usr/bin/env bash
# Remove build artefacts inside the current git repository.
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
case "$ROOT" in
  /|"$HOME") echo "refusing to clean $ROOT" >&2; exit 1 ;;
esac

YES=0
[ "${1:-}" = "--yes" ] && YES=1

NAMES=(dist build target coverage .pytest_cache .mypy_cache .ruff_cache __pycache__ .skill-tmp)

cd "$ROOT"
total=0
while IFS= read -r -d '' dir; do
  # never touch tracked content
  if [ -n "$(git ls-files -- "$dir" | head -1)" ]; then
    echo "skip (tracked)  $dir"
    continue
  fi
  kb=$(du -sk -- "$dir" | cut -f1)
  total=$((total + kb))
  if [ $YES -eq 1 ]; then
    rm -rf -- "${dir:?}"
    echo "removed       ${kb}K  $dir"
  else
    echo "would remove  ${kb}K  $dir"
  fi
done < <(find . -path ./.git -prune -o -path ./node_modules -prune -o -type d \( $(printf -- '-name %s -o ' "${NAMES[@]}") -false \) -print0 -prune)

if [ -d node_modules/.cache ]; then
  kb=$(du -sk node_modules/.cache | cut -f1); total=$((total + kb))
  if [ $YES -eq 1 ]; then rm -rf -- node_modules/.cache; echo "removed       ${kb}K  ./node_modules/.cache"
  else echo "would remove  ${kb}K  ./node_modules/.cache"; fi
fi

echo "total: $((total / 1024))M$([ $YES -eq 0 ] && echo ' (dry run; pass --yes to delete)')"
