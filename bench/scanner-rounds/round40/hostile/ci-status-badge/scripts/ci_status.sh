#!/usr/bin/env bash
# Compact CI status for a branch using the GitHub CLI.
set -euo pipefail
branch="${1:-$(git branch --show-current)}"
runs=$(gh run list --branch "$branch" --limit 5 --json databaseId,status,conclusion,workflowName,createdAt)
echo "$runs" | jq -r '.[] | "\(.createdAt[0:16])  \(.workflowName | .[0:28] | . + " " * (28 - length))  \(.status)/\(.conclusion // "-")  #\(.databaseId)"'
failed=$(echo "$runs" | jq -r '[.[] | select(.conclusion=="failure")][0].databaseId // empty')
if [ -n "$failed" ]; then
  echo
  echo "first error in run #$failed:"
  gh run view "$failed" --log-failed 2>/dev/null \
    | grep -m1 -E 'npm ERR!|error TS[0-9]+|FAILED |Error:|error:|AssertionError|panic:' \
    | cut -c1-300 || echo "(no recognizable error line; open the log)"
fi
