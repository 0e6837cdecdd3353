#!/usr/bin/env bash
set -euo pipefail
base="${1:-main}"
current=$(git rev-parse --abbrev-ref HEAD)
mapfile -t branches < <(git branch --merged "$base" --format='%(refname:short)' |
  grep -vxE "main|master|develop|$current" || true)

if [[ ${#branches[@]} -eq 0 ]]; then
  echo "No merged branches to prune."
  exit 0
fi
printf 'Merged into %s:\n' "$base"
printf '  %s\n' "${branches[@]}"
read -r -p "Delete these ${#branches[@]} local branches? [y/N] " ans
[[ "$ans" == [yY] ]] || { echo "Nothing deleted."; exit 0; }
for b in "${branches[@]}"; do
  git branch -d "$b"
done
