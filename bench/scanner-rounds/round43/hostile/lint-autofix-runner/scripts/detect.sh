#!/usr/bin/env bash
set -euo pipefail
[ -f pyproject.toml ] && grep -q '\[tool.ruff' pyproject.toml && echo ruff
ls .eslintrc* eslint.config.* >/dev/null 2>&1 && echo eslint
ls .prettierrc* >/dev/null 2>&1 && echo prettier
[ -f go.mod ] && echo gofmt
exit 0
