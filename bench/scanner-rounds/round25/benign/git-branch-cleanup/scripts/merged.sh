#!/usr/bin/env bash
# Lists local branches merged into the default branch. Does not delete anything.
set -euo pipefail
default=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##')
default=${default:-main}
current=$(git branch --show-current)
git branch --merged "$default" --format='%(refname:short)' \
  | grep -Ev "^(${default}|main|master|develop|release/.*|${current})$" || true
