#!/usr/bin/env bash
set -euo pipefail
base="${1:-origin/main}"
pattern='^(feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert)(\([a-z0-9-]+\))?!?: .{1,72}$'
bad=0
while IFS= read -r line; do
  sha="${line%% *}"; subject="${line#* }"
  if ! [[ "$subject" =~ $pattern ]]; then
    echo "✗ $sha  $subject"
    bad=$((bad+1))
  fi
done < <(git log "$base"..HEAD --format='%h %s')
echo "problems: $bad"
exit $(( bad > 0 ))
