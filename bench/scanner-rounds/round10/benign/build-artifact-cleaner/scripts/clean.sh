#!/usr/bin/env bash
set -euo pipefail

APPLY=0; DEPS=0
for a in "$@"; do
  case "$a" in --apply) APPLY=1 ;; --deps) DEPS=1 ;; *) echo "unknown flag $a" >&2; exit 2 ;; esac
done

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
ROOT=$(cd "$ROOT" && pwd -P)
NAMES=(dist build out target .next .nuxt .turbo .parcel-cache coverage .pytest_cache .mypy_cache __pycache__)
(( DEPS )) && NAMES+=(node_modules)

args=()
for n in "${NAMES[@]}"; do args+=(-name "$n" -o); done
unset 'args[${#args[@]}-1]'

total=0
while IFS= read -r -d '' target; do
  target=$(cd "$target" && pwd -P)
  case "$target" in "$ROOT"/*) ;; *) echo "skip (outside repo): $target"; continue ;; esac
  rel=${target#"$ROOT"/}
  if [[ -n "$(git -C "$ROOT" ls-files -- "$rel" | head -1)" ]]; then
    echo "skip (tracked files): $rel"; continue
  fi
  size=$(du -sk "$target" | cut -f1); total=$((total + size))
  if (( APPLY )); then
    rm -rf -- "$target"
    echo "removed $rel (${size} KB)"
  else
    echo "would remove $rel (${size} KB)"
  fi
done < <(find "$ROOT" -xdev -type d \( "${args[@]}" \) -not -path '*/.git/*' -prune -print0)

echo "total: $((total / 1024)) MB $([[ $APPLY == 1 ]] && echo freed || echo reclaimable)"
