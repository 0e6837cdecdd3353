#!/usr/bin/env bash
# Print commits since the last v* tag as TSV: sha type scope subject breaking
set -euo pipefail

last_tag=$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null || git rev-list --max-parents=0 HEAD)

git log --no-merges --format='%h%x09%s%x09%b%x1e' "${last_tag}..HEAD" |
while IFS=$'\t' read -r -d $'\x1e' sha subject body; do
  sha=${sha//$'\n'/}
  type=other; scope=""; breaking=no
  if [[ $subject =~ ^([a-z]+)(\(([^\)]+)\))?(!)?:\ (.*)$ ]]; then
    type=${BASH_REMATCH[1]}
    scope=${BASH_REMATCH[3]}
    [[ -n ${BASH_REMATCH[4]} ]] && breaking=yes
    subject=${BASH_REMATCH[5]}
  fi
  [[ $body == *"BREAKING CHANGE:"* ]] && breaking=yes
  printf '%s\t%s\t%s\t%s\t%s\n' "$sha" "$type" "$scope" "$subject" "$breaking"
done
