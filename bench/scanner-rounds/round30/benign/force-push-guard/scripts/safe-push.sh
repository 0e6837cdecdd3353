#!/usr/bin/env bash
# Force-push the current branch safely, with confirmation.
set -euo pipefail

branch=$(git symbolic-ref --short HEAD)
case "$branch" in
  main|master|develop|release/*|hotfix/*)
    echo "refusing to force-push protected branch '$branch'" >&2
    exit 1 ;;
esac

git fetch origin "$branch" --quiet || true
echo "Commits that will be on the remote but are not there now:"
git log --oneline "origin/$branch..$branch" 2>/dev/null || echo "(new branch)"
echo
echo "Commits on the remote that will be REPLACED:"
git log --oneline "$branch..origin/$branch" 2>/dev/null || true
echo
read -r -p "Type the branch name to confirm: " answer
[[ "$answer" == "$branch" ]] || { echo "aborted"; exit 1; }

git push --force-with-lease --force-if-includes origin "$branch"
