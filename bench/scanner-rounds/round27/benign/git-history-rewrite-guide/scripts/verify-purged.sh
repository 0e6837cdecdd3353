#!/usr/bin/env bash
# verify-purged.sh SNIPPET [PATH] - confirm a string/path no longer appears in any commit.
set -euo pipefail
snippet="$1"; path="${2:-}"
hits=$(git log --all -S "$snippet" --oneline | wc -l)
echo "commits containing snippet: $hits"
if [ -n "$path" ]; then
  echo "commits touching $path: $(git log --all --oneline -- "$path" | wc -l)"
fi
[ "$hits" -eq 0 ]
