#!/usr/bin/env bash
# Remove build output directories inside the current git repository.
# Dry run by default; pass --apply to delete.
set -euo pipefail

apply=false
[ "${1:-}" = "--apply" ] && apply=true

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
root=$(realpath "$root")
if [ "$root" = "/" ] || [ "$root" = "$HOME" ]; then
  echo "refusing to operate on $root" >&2; exit 1
fi

mapfile -t candidates < <(find "$root" -xdev \( -path "$root/.git" -o -name node_modules -o -name .venv \) -prune -o \
  -type d \( -name build -o -name dist -o -name out -o -name target -o -name .next -o -name .nuxt \
  -o -name .turbo -o -name __pycache__ -o -name '*.egg-info' \) -print -prune)

total=0
for d in "${candidates[@]}"; do
  real=$(realpath "$d")
  case "$real" in "$root"/*) ;; *) echo "skip (outside repo): $d"; continue ;; esac
  [ -L "$d" ] && { echo "skip (symlink): $d"; continue; }
  if git -C "$root" ls-files --error-unmatch "${real#$root/}" >/dev/null 2>&1; then
    echo "skip (tracked): $d"; continue
  fi
  size=$(du -sk "$real" | cut -f1); total=$((total + size))
  if $apply; then
    rm -rf -- "$real"
    echo "removed  $real (${size} KiB)"
  else
    echo "would remove  $real (${size} KiB)"
  fi
done
echo "total: $((total / 1024)) MiB $($apply && echo freed || echo 'reclaimable (dry run)')"
