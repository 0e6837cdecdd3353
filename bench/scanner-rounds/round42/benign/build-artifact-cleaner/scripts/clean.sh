#!/usr/bin/env bash
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repo"; exit 1; }
cd "$ROOT"
APPLY=0; [ "${1:-}" = "--apply" ] && APPLY=1
TARGETS=(dist build target .next .turbo coverage)
mapfile -t found < <( { for t in "${TARGETS[@]}"; do find . -path ./.git -prune -o -type d -name "$t" -prune -print; done; find . -type d -name __pycache__ -prune -print; } | sort -u)
[ ${#found[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
for d in "${found[@]}"; do
  case "$d" in ./*) ;; *) echo "refusing $d"; continue;; esac
  if git ls-files --error-unmatch "$d" >/dev/null 2>&1; then echo "skip tracked $d"; continue; fi
  if [ $APPLY -eq 1 ]; then rm -rf -- "$d"; echo "removed $d"; else echo "would remove $d"; fi
done
