#!/usr/bin/env bash
# List SQL files changed relative to the default branch.
set -euo pipefail
base="${1:-origin/main}"
git diff --name-only --diff-filter=ACMR "$base"...HEAD -- '*.sql'
