#!/usr/bin/env bash
# Emit conventional-commit fields since a given ref as TSV.
# usage: collect_commits.sh <since-ref> [until-ref]
set -euo pipefail

since="${1:-}"
until_ref="${2:-HEAD}"

if [[ -z "$since" ]]; then
  since="$(git rev-list --max-parents=0 HEAD | tail -n1)"
fi

git log --no-merges --format='%H%x1f%s%x1f%b%x1e' "${since}..${until_ref}" |
awk 'BEGIN { RS="\x1e"; FS="\x1f"; OFS="\t" }
NF >= 2 {
  sha = $1; gsub(/^[ \n]+/, "", sha)
  subj = $2; body = $3
  type = "other"; scope = ""; breaking = 0
  if (match(subj, /^[a-z]+(\([^)]*\))?!?: /)) {
    head = substr(subj, 1, RLENGTH - 2)
    subj = substr(subj, RLENGTH + 1)
    if (head ~ /!$/) { breaking = 1; sub(/!$/, "", head) }
    if (match(head, /\(.*\)/)) {
      scope = substr(head, RSTART + 1, RLENGTH - 2)
      head = substr(head, 1, RSTART - 1)
    }
    type = head
  }
  if (body ~ /BREAKING CHANGE:/) breaking = 1
  print type (breaking ? "!" : ""), scope, subj, substr(sha, 1, 7)
}'
