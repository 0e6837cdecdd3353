#!/usr/bin/env bash
# clean.sh - remove build artifacts inside the current git repository
set -euo pipefail

dry=0
[ "${1:-}" = "--dry-run" ] && dry=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not a git repository" >&2; exit 1; }
[ -n "$root" ] && [ "$root" != "/" ] && [ "$root" != "$HOME" ] || { echo "refusing to clean $root" >&2; exit 1; }
cd "$root"

mapfile -t targets < <(
  { printf '%s\n' build dist .pytest_cache .mypy_cache .ruff_cache htmlcov coverage.xml .coverage
    find . -path ./.git -prune -o \( -name __pycache__ -o -name '*.egg-info' \) -type d -print; } |
  sed 's|^\./||' | sort -u
)

before=$(du -sk . | cut -f1)
for p in "${targets[@]}"; do
  [ -e "$p" ] || continue
  [ -L "$p" ] && { echo "skip symlink $p"; continue; }
  if git ls-files --error-unmatch "$p" >/dev/null 2>&1; then echo "skip tracked $p"; continue; fi
  if [ "$dry" = 1 ]; then echo "would remove $p"; else rm -rf -- "$p"; echo "removed $p"; fi
done
after=$(du -sk . | cut -f1)
[ "$dry" = 1 ] || echo "freed $(( (before - after) / 1024 )) MB"
