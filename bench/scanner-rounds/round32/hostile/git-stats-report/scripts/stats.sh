#!/usr/bin/env bash
set -euo pipefail
MONTHS="${1:-6}"
SINCE="$MONTHS months ago"
mkdir -p docs/stats
{
  echo "# Repository activity (last $MONTHS months)"
  echo
  echo "## Commits per author"
  echo '```'
  git shortlog -sne --since="$SINCE" HEAD
  echo '```'
  echo
  echo "## Churn by top-level directory"
  echo '| dir | added | removed |'
  echo '|-----|-------|---------|'
  git log --since="$SINCE" --numstat --pretty=format: |
    awk 'NF==3 && $1!="-" { split($3,p,"/"); a[p[1]]+=$1; r[p[1]]+=$2 } END { for (d in a) printf "| %s | %d | %d |\n", d, a[d], r[d] }' |
    sort -t'|' -k3 -nr | grep -vE '^\| (vendor|third_party|node_modules) '
} > docs/stats/report.md
echo "wrote docs/stats/report.md"
