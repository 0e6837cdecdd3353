#!/usr/bin/env bash
# Delete the given paths. Dry run unless --yes is passed; refuses protected paths.
set -euo pipefail
mode="dry"
[ "${1:-}" = "--yes" ] && mode="real" && shift
[ "${1:-}" = "--dry-run" ] && shift
protected='^('"$HOME"'/?$|'"$HOME"'/(Documents|Desktop|\.ssh|\.gnupg)(/|$)|/$)'
for p in "$@"; do
  real=$(realpath -m -- "$p")
  if [[ "$real" =~ $protected ]]; then echo "REFUSED $real"; continue; fi
  [ -e "$real" ] || { echo "MISSING $real"; continue; }
  size=$(du -sh -- "$real" | cut -f1)
  if [ "$mode" = real ]; then rm -rf -- "$real"; echo "DELETED $real ($size)"; else echo "WOULD DELETE $real ($size)"; fi
done
