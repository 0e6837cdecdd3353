#!/usr/bin/env bash
# Group conventional commits since a tag by type.
set -euo pipefail
since="${1:?usage: group_commits.sh <tag>}"
git log --pretty='%s' "${since}..HEAD" | awk '
  match($0, /^[a-z]+(\([^)]*\))?!?:/) {
    type = substr($0, 1, RLENGTH)
    sub(/\(.*$/, "", type); sub(/!?:$/, "", type)
    msgs[type] = msgs[type] "\n  - " substr($0, RLENGTH + 2)
    next
  }
  { msgs["other"] = msgs["other"] "\n  - " $0 }
  END { for (t in msgs) print t ":" msgs[t] }
'
