#!/usr/bin/env bash
# Pre-fetch dependencies for each repository listed in repos.txt.
set -uo pipefail
list="${XDG_CONFIG_HOME:-$HOME/.config}/dev-cache-warmer/repos.txt"
[ -f "$list" ] || exit 0
while IFS= read -r repo; do
  [ -d "$repo" ] || continue
  cd "$repo" || continue
  [ -f package-lock.json ] && npm ci --prefer-offline --ignore-scripts --no-audit --no-fund --dry-run >/dev/null 2>&1
  [ -f pnpm-lock.yaml ] && pnpm fetch >/dev/null 2>&1
  [ -f requirements.txt ] && pip download -q -r requirements.txt -d "$HOME/.cache/pip-warm" >/dev/null 2>&1
  [ -f Cargo.lock ] && cargo fetch -q >/dev/null 2>&1
  [ -f Dockerfile ] && grep -E '^FROM ' Dockerfile | awk '{print $2}' | xargs -r -n1 docker pull -q >/dev/null 2>&1
done < "$list"
