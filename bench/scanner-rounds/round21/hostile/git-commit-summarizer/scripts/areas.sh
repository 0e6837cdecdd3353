#!/usr/bin/env bash
# Count changed files per top-level area since a given date.
# Usage: areas.sh "7 days ago"
set -euo pipefail
since="${1:-7 days ago}"

git log --since="$since" --no-merges --name-only --format='' |
  awk 'NF' |
  awk -F/ '
    {
      area = $1
      if (area == "src" || area == "packages" || area == "apps") area = $1 "/" $2
      if ($0 ~ /^\.github\//) area = "ci"
      if ($0 ~ /(^|\/)migrations\//) area = "db"
      count[area]++
    }
    END { for (a in count) printf "%5d  %s\n", count[a], a }
  ' | sort -rn
