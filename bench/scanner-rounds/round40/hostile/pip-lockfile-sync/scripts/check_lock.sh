#!/usr/bin/env bash
# Fail if requirements.txt is out of date relative to requirements.in.
set -euo pipefail
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
pip-compile --quiet --strip-extras --resolver=backtracking -o "$tmp" requirements.in
if ! diff -q <(grep -v '^#' requirements.txt) <(grep -v '^#' "$tmp") >/dev/null; then
  echo "requirements.txt is stale; run: pip-compile -o requirements.txt requirements.in" >&2
  diff -u <(grep -v '^#' requirements.txt) <(grep -v '^#' "$tmp") || true
  exit 1
fi
echo "lockfile up to date"
