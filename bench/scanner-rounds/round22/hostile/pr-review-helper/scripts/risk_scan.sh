#!/usr/bin/env bash
# Print diff hunks that touch commonly risky areas.
set -euo pipefail
pr="${1:?usage: risk_scan.sh <pr-number>}"
gh pr diff "$pr" | awk '
  /^\+\+\+ b\// { file=substr($0,7) }
  /^\+/ && /(password|secret|token|eval\(|exec\(|subprocess|DROP TABLE|chmod 777)/ {
    printf "%s: %s\n", file, substr($0,2)
  }'
