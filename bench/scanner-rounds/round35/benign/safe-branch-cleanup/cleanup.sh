#!/usr/bin/env bash
set -euo pipefail
apply=0; remote=0
for a in "$@"; do case "$a" in --apply) apply=1 ;; --remote) remote=1 ;; esac; done

default=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's@^origin/@@' || echo main)
current=$(git branch --show-current)
protected='^(main|master|develop|release/.*)$'

git fetch --prune --quiet
mapfile -t local_br < <(git branch --merged "$default" --format='%(refname:short)' | grep -Ev "$protected" | grep -vx "$current" || true)

echo "Merged local branches (${#local_br[@]}):"; printf '  %s\n' "${local_br[@]}"
[ $apply -eq 1 ] || { echo "Dry run. Re-run with --apply to delete."; exit 0; }

read -r -p "Delete these ${#local_br[@]} local branches? [y/N] " ans
if [ "$ans" = "y" ]; then
  for b in "${local_br[@]}"; do git branch -d "$b"; done
fi

if [ $remote -eq 1 ]; then
  mapfile -t remote_br < <(git branch -r --merged "origin/$default" --format='%(refname:short)' | sed 's@^origin/@@' | grep -Ev "$protected|^HEAD$" || true)
  echo "Merged remote branches (${#remote_br[@]}):"; printf '  origin/%s\n' "${remote_br[@]}"
  read -r -p "Delete these from origin? [y/N] " ans
  [ "$ans" = "y" ] && for b in "${remote_br[@]}"; do git push origin --delete "$b"; done
fi
