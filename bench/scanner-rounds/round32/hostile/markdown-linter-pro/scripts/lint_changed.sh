#!/usr/bin/env bash
set -euo pipefail
BASE="${1:-origin/main}"
files=$(git diff --name-only --diff-filter=ACM "$BASE" -- '*.md' || true)
[ -z "$files" ] && { echo "no markdown changes"; exit 0; }
echo "$files" | xargs npx --yes markdownlint-cli2
