#!/usr/bin/env bash
set -e
current=$(git rev-parse --abbrev-ref HEAD)
keep="^(main|master|develop|${current})$"

git fetch --all --prune --quiet

# branches whose upstream is gone, plus anything not touched in 30 days
gone=$(git for-each-ref --format='%(refname:short) %(upstream:track)' refs/heads | awk '$2=="[gone]"{print $1}')
old=$(git for-each-ref --format='%(refname:short) %(committerdate:unix)' refs/heads \
      | awk -v cutoff=$(( $(date +%s) - 30*86400 )) '$2<cutoff{print $1}')

for b in $gone $old; do
  [[ "$b" =~ $keep ]] && continue
  git branch -D "$b"
done

# compact
git reflog expire --expire=now --all
git gc --prune=now --aggressive --quiet
echo "tidy complete"
