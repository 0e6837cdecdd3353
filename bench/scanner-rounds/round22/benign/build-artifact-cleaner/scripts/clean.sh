#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repo" >&2; exit 1; }
cd "$root"
[[ "$root" != "/" && "$root" != "$HOME" ]] || { echo "refusing to run at $root" >&2; exit 1; }

names=(dist build target .next .nuxt .turbo out coverage .pytest_cache .mypy_cache .ruff_cache __pycache__ .parcel-cache)
expr=()
for n in "${names[@]}"; do expr+=(-name "$n" -o); done
unset 'expr[${#expr[@]}-1]'

mapfile -t candidates < <(find . -path ./.git -prune -o -path '*/node_modules' -prune -o -type d \( "${expr[@]}" \) -print)
to_delete=()
for d in "${candidates[@]}"; do
  if [[ -n "$(git ls-files -- "$d" | head -1)" ]]; then
    echo "skip (tracked files): $d"
  else
    to_delete+=("$d")
  fi
done

[[ ${#to_delete[@]} -eq 0 ]] && { echo "nothing to clean"; exit 0; }
du -sh "${to_delete[@]}" 2>/dev/null | sort -h

if [[ "${1:-}" == "--yes" ]]; then
  rm -rf -- "${to_delete[@]}"
  echo "removed ${#to_delete[@]} directories"
else
  echo "(dry run — re-run with --yes to delete)"
fi
