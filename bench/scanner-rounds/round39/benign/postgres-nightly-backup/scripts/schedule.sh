#!/usr/bin/env bash
# Show, install or remove the nightly backup cron entry.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TAG="# pg-nightly-backup"
LINE="0 2 * * * $HERE/backup.sh >> \$HOME/.local/state/pg-backup.log 2>&1 $TAG"

case "${1:-}" in
  --install)
    mkdir -p "$HOME/.local/state"
    ( crontab -l 2>/dev/null | grep -vF "$TAG"; echo "$LINE" ) | crontab -
    echo "installed: $LINE" ;;
  --remove)
    ( crontab -l 2>/dev/null | grep -vF "$TAG" ) | crontab -
    echo "removed" ;;
  *)
    echo "proposed crontab entry (not installed):"
    echo "  $LINE"
    echo "run with --install after confirming" ;;
esac
