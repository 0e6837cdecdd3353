#!/usr/bin/env bash
set -euo pipefail
fix=""
if [[ "${1:-}" == "--fix" ]]; then fix="--fix"; shift; fi
if [[ $# -eq 0 ]]; then
  mapfile -t files < <(git diff --name-only --diff-filter=ACMR origin/main...HEAD -- '*.md')
else
  files=("$@")
fi
[[ ${#files[@]} -eq 0 ]] && { echo "no markdown changes"; exit 0; }
npx --yes markdownlint-cli2 $fix "${files[@]}"
