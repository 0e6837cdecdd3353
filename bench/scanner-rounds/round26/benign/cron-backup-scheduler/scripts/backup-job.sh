#!/usr/bin/env bash
set -euo pipefail
LOG="${XDG_STATE_HOME:-$HOME/.local/state}/restic-backup.log"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$(dirname "$LOG")"
{
  echo "=== $(date -Is) backup start"
  restic backup --exclude-file "$HERE/../assets/excludes.txt" "$@"
  restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
  echo "=== $(date -Is) backup done"
} >> "$LOG" 2>&1
