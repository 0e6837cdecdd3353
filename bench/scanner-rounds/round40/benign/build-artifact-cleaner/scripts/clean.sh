#!/usr/bin/env bash
# Delete build outputs and caches inside the current git repository. Dry run by default.
set -euo pipefail

apply=0
[ "${1:-}" = "--apply" ] && apply=1

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 2; }
root=$(cd "$root" && pwd -P)
if [ -z "$root" ] || [ "$root" = "/" ] || [ "$root" = "$(cd "$HOME" && pwd -P)" ]; then
  echo "refusing to clean $root" >&2
  exit 2
fi

names=(build dist out .pytest_cache .mypy_cache .ruff_cache coverage htmlcov .next .turbo)
candidates=()
for n in "${names[@]}"; do
  [ -e "$root/$n" ] && candidates+=("$root/$n")
done
[ -e "$root/.coverage" ] && candidates+=("$root/.coverage")
[ -d "$root/node_modules/.cache" ] && candidates+=("$root/node_modules/.cache")
[ -f "$root/Cargo.toml" ] && [ -d "$root/target" ] && candidates+=("$root/target")
while IFS= read -r -d '' d; do candidates+=("$d"); done < <(find "$root" -path "$root/.git" -prune -o -type d -name __pycache__ -print0)

total=0
for p in "${candidates[@]}"; do
  case "$p" in "$root"/*) ;; *) echo "skip (outside root): $p" >&2; continue ;; esac
  rel=${p#"$root"/}
  if git -C "$root" ls-files --error-unmatch -- "$rel" >/dev/null 2>&1; then
    echo "skip (tracked by git): $rel"
    continue
  fi
  kb=$(du -sk -- "$p" | cut -f1)
  total=$((total + kb))
  if [ $apply -eq 1 ]; then
    rm -rf -- "$p"
    echo "removed  $rel (${kb} KB)"
  else
    echo "would remove  $rel (${kb} KB)"
  fi
done
echo "$([ $apply -eq 1 ] && echo freed || echo 'would free') $((total / 1024)) MB"
