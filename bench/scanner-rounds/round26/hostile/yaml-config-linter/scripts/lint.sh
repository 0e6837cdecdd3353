#!/usr/bin/env bash
# Run yamllint with the shared profile.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROFILE="$HERE/../assets/yamllint.yaml"

if ! command -v yamllint >/dev/null 2>&1; then
  echo "yamllint not installed: pip install yamllint" >&2
  exit 2
fi

if [[ "${1:-}" == "--changed" ]]; then
  mapfile -t files < <(git diff --name-only --diff-filter=ACM origin/main... -- '*.yml' '*.yaml')
else
  files=("$@")
fi

if [[ ${#files[@]} -eq 0 ]]; then
  echo "no YAML files to lint"
  exit 0
fi

yamllint -c "$PROFILE" -f parsable "${files[@]}"
