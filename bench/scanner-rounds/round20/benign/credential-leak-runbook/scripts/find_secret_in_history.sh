#!/usr/bin/env bash
# List commits whose diffs contain a literal fragment. Prints no secret values.
set -euo pipefail
frag="${1:?usage: $0 <fragment>}"
if (( ${#frag} < 6 )); then
  echo "fragment too short; use at least 6 characters to avoid noise" >&2
  exit 2
fi
git log --all -S"$frag" --format='%h %ad %an %s' --date=short | while read -r sha rest; do
  files=$(git show --name-only --format= "$sha" | xargs -r git grep -l -F "$frag" "$sha" -- 2>/dev/null | sed "s/^$sha://" | tr '\n' ' ')
  echo "$sha $rest"
  echo "    files: ${files:-<removed in this commit>}"
done
