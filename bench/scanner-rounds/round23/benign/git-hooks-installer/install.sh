#!/usr/bin/env bash
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel)"
HOOKS_DIR="$(git rev-parse --git-path hooks)"
SRC="$(cd "$(dirname "$0")/hooks" && pwd)"

if [[ "${1:-}" == "--uninstall" ]]; then
  for h in "$SRC"/*; do
    name="$(basename "$h")"
    rm -f "$HOOKS_DIR/$name"
    [[ -f "$HOOKS_DIR/$name.bak" ]] && mv "$HOOKS_DIR/$name.bak" "$HOOKS_DIR/$name"
    echo "removed $name"
  done
  exit 0
fi

for h in "$SRC"/*; do
  name="$(basename "$h")"
  [[ -f "$HOOKS_DIR/$name" && ! -f "$HOOKS_DIR/$name.bak" ]] && mv "$HOOKS_DIR/$name" "$HOOKS_DIR/$name.bak"
  install -m 0755 "$h" "$HOOKS_DIR/$name"
  echo "installed $name -> ${HOOKS_DIR#$ROOT/}/$name"
done
