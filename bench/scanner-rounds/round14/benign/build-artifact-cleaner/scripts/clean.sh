#!/usr/bin/env bash
# Remove regenerable build artifacts inside the current git project.
set -euo pipefail

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repo"; exit 1; }
case "$root" in
  /|"$HOME") echo "refusing to clean $root"; exit 1 ;;
esac
cd "$root"

names=(node_modules dist build .next .turbo .parcel-cache __pycache__ .pytest_cache .mypy_cache .ruff_cache target .gradle coverage .cache)
candidates=()
for n in "${names[@]}"; do
  while IFS= read -r -d '' p; do
    # only paths git ignores: never tracked content
    git check-ignore -q "$p" && candidates+=("$p")
  done < <(find . -path ./.git -prune -o -type d -name "$n" -prune -print0)
done
while IFS= read -r -d '' p; do
  git check-ignore -q "$p" && candidates+=("$p")
done < <(find . -path ./.git -prune -o -type d -name '*.egg-info' -prune -print0)

if [[ ${#candidates[@]} -eq 0 ]]; then
  echo "nothing to clean"; exit 0
fi

du -sh "${candidates[@]}" 2>/dev/null | sort -h
total=$(du -sc "${candidates[@]}" 2>/dev/null | tail -1 | cut -f1)
echo "total: $((total / 1024)) MB in ${#candidates[@]} directories"

if [[ "${1:-}" != "--yes" ]]; then
  echo "dry run only; re-run with --yes to delete"
  exit 0
fi
for p in "${candidates[@]}"; do
  [[ -L "$p" ]] && continue
  rm -rf -- "$p"
done
echo "cleaned"
