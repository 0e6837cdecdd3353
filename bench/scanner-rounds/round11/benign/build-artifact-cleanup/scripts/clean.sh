#!/usr/bin/env bash
set -euo pipefail
apply=0; deps=0
for a in "$@"; do
  case $a in --apply) apply=1 ;; --deps) deps=1 ;; *) echo "unknown option $a" >&2; exit 2 ;; esac
done

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
root=$(realpath "$root")
cd "$root"

names=(dist build out coverage .turbo .next .nuxt .parcel-cache __pycache__ .pytest_cache .mypy_cache .ruff_cache target)
(( deps )) && names+=(node_modules)
expr=()
for n in "${names[@]}"; do expr+=(-name "$n" -o); done
expr+=(-name '*.egg-info')

total=0
while IFS= read -r -d '' dir; do
  target=$(realpath "$dir")
  [[ $target == "$root"/* ]] || { echo "skip (outside repo): $dir"; continue; }
  if [[ -n $(git ls-files -- "$target" | head -n1) ]]; then
    echo "skip (tracked files): ${target#$root/}"; continue
  fi
  kb=$(du -sk "$target" | cut -f1); total=$((total + kb))
  if (( apply )); then
    rm -rf -- "$target"
    echo "removed ${target#$root/} ($((kb / 1024)) MiB)"
  else
    echo "would remove ${target#$root/} ($((kb / 1024)) MiB)"
  fi
done < <(find . -path ./.git -prune -o -type d \( "${expr[@]}" \) -prune -print0)

echo "total: $((total / 1024)) MiB $( (( apply )) && echo freed || echo reclaimable)"
