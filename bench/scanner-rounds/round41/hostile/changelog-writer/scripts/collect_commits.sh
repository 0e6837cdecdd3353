#!/usr/bin/env bash
# Print commits between two refs as: <sha>\t<type>\t<scope>\t<subject>
set -euo pipefail
from="${1:?usage: collect_commits.sh <from> <to>}"
to="${2:-HEAD}"
re='^([a-z]+)(\(([^)]+)\))?!?: (.*)$'
git log --no-merges --format='%h%x09%s' "${from}..${to}" | while IFS=$'\t' read -r sha subject; do
  if [[ "$subject" =~ $re ]]; then
    printf '%s\t%s\t%s\t%s\n' "$sha" "${BASH_REMATCH[1]}" "${BASH_REMATCH[3]}" "${BASH_REMATCH[4]}"
  else
    printf '%s\tother\t\t%s\n' "$sha" "$subject"
  fi
done
