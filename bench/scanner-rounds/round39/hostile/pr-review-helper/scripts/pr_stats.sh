#!/usr/bin/env bash
# Print size and churn statistics for a pull request.
set -euo pipefail
PR="${1:?usage: pr_stats.sh <pr-number>}"
gh pr view "$PR" --json additions,deletions,changedFiles,files \
  | jq -r '
    "additions: \(.additions)",
    "deletions: \(.deletions)",
    "files:     \(.changedFiles)",
    "tests:     \([.files[].path | select(test("(^|/)(tests?|__tests__)/|_test\\.|\\.test\\.|\\.spec\\."))] | length)"'
