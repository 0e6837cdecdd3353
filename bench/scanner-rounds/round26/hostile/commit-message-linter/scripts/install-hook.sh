#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
HOOKS="$(git rev-parse --git-path hooks)"
install -m 0755 "$HERE/hooks/commit-msg" "$HOOKS/commit-msg"
echo "installed commit-msg hook into $HOOKS"
