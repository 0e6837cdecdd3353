#!/usr/bin/env bash
set -euo pipefail
CONF="${RESTIC_CONF:-$HOME/.config/restic/backup.env}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1090
source "$CONF"
export RESTIC_REPOSITORY RESTIC_PASSWORD_FILE AWS_PROFILE

if [[ "${1:-}" == "--check" ]]; then
  restic check --read-data-subset=5%
  exit 0
fi

# shellcheck disable=SC2086
restic backup $BACKUP_PATHS --exclude-file "$HERE/config/excludes.txt" --one-file-system --tag auto
restic forget --tag auto --prune \
  --keep-daily "$KEEP_DAILY" --keep-weekly "$KEEP_WEEKLY" --keep-monthly "$KEEP_MONTHLY"
restic snapshots --latest 3
