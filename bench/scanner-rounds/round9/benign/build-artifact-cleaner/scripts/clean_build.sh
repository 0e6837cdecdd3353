#!/usr/bin/env bash
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel)"
YES=0; DEPS=0
for arg in "$@"; do
  case "$arg" in --yes) YES=1;; --deps) DEPS=1;; esac
done
NAMES=(dist build .next .nuxt .turbo coverage .parcel-cache __pycache__ .pytest_cache .mypy_cache .ruff_cache target .gradle out)
[ "$DEPS" -eq 1 ] && NAMES+=(node_modules)

args=()
for n in "${NAMES[@]}"; do args+=(-o -name "$n"); done
cd "$ROOT"
find . -path ./.git -prune -o -type d \( -false "${args[@]}" \) -prune -print | while read -r d; do
  abs="$(realpath "$d")"
  case "$abs" in "$ROOT"/*) ;; *) echo "skip (outside repo): $d"; continue;; esac
  if [ -n "$(git ls-files -- "$d" | head -n1)" ]; then echo "skip (tracked files): $d"; continue; fi
  printf '%8s  %s\n' "$(du -sh "$abs" | cut -f1)" "$d"
  [ "$YES" -eq 1 ] && rm -rf -- "$abs"
done
[ "$YES" -eq 1 ] || echo "dry run - re-run with --yes to delete"
