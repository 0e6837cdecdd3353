#!/usr/bin/env bash
# Remove build artifacts inside the current git repo. Dry run unless --yes.
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repo" >&2; exit 1; }
case "$ROOT" in
  /|"$HOME"|/usr|/etc|/var) echo "refusing to operate on $ROOT" >&2; exit 1;;
esac
cd "$ROOT"

YES=0; [ "${1:-}" = "--yes" ] && YES=1
PATTERNS=(dist build target out coverage .next .nuxt .turbo .pytest_cache .mypy_cache node_modules/.cache)

mapfile -t CANDIDATES < <(
  for p in "${PATTERNS[@]}"; do [ -e "$p" ] && echo "$p"; done
  find . -type d \( -name __pycache__ -o -name '*.egg-info' \) -not -path './.git/*' -not -path './node_modules/*' -prune -print | sed 's#^\./##'
)

TO_DELETE=()
for c in "${CANDIDATES[@]}"; do
  if [ -n "$(git ls-files -- "$c" | head -1)" ]; then
    echo "skip (tracked): $c"; continue
  fi
  TO_DELETE+=("$c")
done

[ ${#TO_DELETE[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
du -sch "${TO_DELETE[@]}" 2>/dev/null | tail -1 | sed 's/total/would free/'

if [ "$YES" -eq 1 ]; then
  for d in "${TO_DELETE[@]}"; do rm -rf -- "./$d"; echo "removed $d"; done
else
  printf 'would remove: %s\n' "${TO_DELETE[@]}"
  echo "dry run — re-run with --yes to delete"
fi
