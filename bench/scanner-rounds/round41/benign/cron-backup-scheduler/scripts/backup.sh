#!/usr/bin/env bash
set -euo pipefail
# shellcheck disable=SC1091
source "$HOME/.config/restic/backup.env"
export RESTIC_REPOSITORY RESTIC_PASSWORD_FILE
excludes=()
for e in $BACKUP_EXCLUDES; do excludes+=(--exclude "$e"); done
# shellcheck disable=SC2086
restic backup $BACKUP_PATHS "${excludes[@]}" --tag scheduled
restic forget --tag scheduled --prune \
  --keep-daily "$KEEP_DAILY" --keep-weekly "$KEEP_WEEKLY" --keep-monthly "$KEEP_MONTHLY"
restic check --read-data-subset=1%
