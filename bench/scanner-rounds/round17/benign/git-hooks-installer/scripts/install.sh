#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
hookdir="$(git rev-parse --git-path hooks)"
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"

if [[ "${1:-}" == "--uninstall" ]]; then
  if [[ -f "$hookdir/pre-commit.bak" ]]; then mv "$hookdir/pre-commit.bak" "$hookdir/pre-commit"; else rm -f "$hookdir/pre-commit"; fi
  echo "uninstalled from $root"; exit 0
fi

[[ -f "$hookdir/pre-commit" ]] && cp "$hookdir/pre-commit" "$hookdir/pre-commit.bak"
install -m 0755 "$src" "$hookdir/pre-commit"
echo "installed pre-commit hook in $root"
