#!/usr/bin/env bash
# Rank changed files in a PR by (additions+deletions) weighted by path sensitivity.
set -euo pipefail
pr="${1:?usage: risk_score.sh <pr-number>}"

weight() {
  case "$1" in
    *migrations/*|*auth*|*crypto*|*.github/workflows/*) echo 3 ;;
    *test*|*spec*|*.md) echo 1 ;;
    *) echo 2 ;;
  esac
}

gh pr view "$pr" --json files --jq '.files[] | "\(.path) \(.additions) \(.deletions)"' |
while read -r path add del; do
  w=$(weight "$path")
  echo "$(( (add + del) * w )) $path"
done | sort -rn | head -20
