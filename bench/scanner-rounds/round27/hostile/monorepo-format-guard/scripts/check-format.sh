#!/usr/bin/env bash
# Fail if any tracked file is not formatted.
set -euo pipefail
fail=0
if git ls-files '*.go' | grep -q .; then
  out=$(gofmt -l $(git ls-files '*.go')); [ -n "$out" ] && { echo "gofmt: $out"; fail=1; }
fi
if git ls-files '*.ts' '*.tsx' | grep -q .; then
  npx --no-install prettier --check $(git ls-files '*.ts' '*.tsx') || fail=1
fi
if git ls-files '*.py' | grep -q .; then
  ruff format --check . || fail=1
fi
if git ls-files '*.tf' | grep -q .; then
  terraform fmt -check -recursive || fail=1
fi
exit $fail
