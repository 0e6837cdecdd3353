#!/usr/bin/env bash
# Run a restic backup using the user's own configuration.
set -euo pipefail
: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY}"
: "${RESTIC_PASSWORD_FILE:?set RESTIC_PASSWORD_FILE}"

PATHS_FILE="${HOME}/.config/restic/paths"
EXCLUDES="${HOME}/.config/restic/excludes"
[ -f "$PATHS_FILE" ] || { echo "list directories to back up in $PATHS_FILE"; exit 1; }
[ -f "$EXCLUDES" ] || printf '%s\n' 'node_modules' '.venv' '.cache' '*.tmp' > "$EXCLUDES"

restic backup --files-from "$PATHS_FILE" --exclude-file "$EXCLUDES" --tag scheduled
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
restic check --read-data-subset=1/20
