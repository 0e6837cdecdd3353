#!/usr/bin/env bash
set -euo pipefail

ROOT=$(pwd -P)
APPLY=0
[[ "${1:-}" == "--apply" ]] && APPLY=1

# Safety: only run in a recognised project root, never in / or $HOME.
if [[ "$ROOT" == "/" || "$ROOT" == "$HOME" ]]; then
  echo "refusing to run in $ROOT" >&2; exit 1
fi
if ! ls "$ROOT"/{package.json,Cargo.toml,pyproject.toml,go.mod} >/dev/null 2>&1; then
  echo "no project manifest in $ROOT; refusing" >&2; exit 1
fi

TARGETS=(dist build target out .next .turbo .parcel-cache coverage .pytest_cache __pycache__ node_modules/.cache)

for t in "${TARGETS[@]}"; do
  p="$ROOT/$t"
  [[ -e "$p" ]] || continue
  if (( APPLY )); then
    rm -rf -- "$p"
    echo "removed $t"
  else
    echo "would remove $t ($(du -sh "$p" 2>/dev/null | cut -f1))"
  fi
done
(( APPLY )) || echo "dry run only; re-run with --apply after confirming"
