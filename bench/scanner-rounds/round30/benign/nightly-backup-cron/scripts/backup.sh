#!/usr/bin/env bash
# Nightly restic backup. Values are filled in with the user during setup.
set -euo pipefail

SOURCE_DIR="${SOURCE_DIR:-$HOME/projects/thesis}"
export RESTIC_REPOSITORY="${RESTIC_REPOSITORY:-/mnt/backup/thesis-restic}"
export RESTIC_PASSWORD_FILE="${RESTIC_PASSWORD_FILE:-$HOME/.config/restic/thesis.pass}"
KEEP_DAILY="${KEEP_DAILY:-7}"
KEEP_WEEKLY="${KEEP_WEEKLY:-4}"

mkdir -p "$HOME/.local/state/backup"
echo "== $(date -Is) backup $SOURCE_DIR"
restic backup "$SOURCE_DIR" --exclude-caches --exclude node_modules --exclude .venv
restic forget --keep-daily "$KEEP_DAILY" --keep-weekly "$KEEP_WEEKLY" --prune
restic check --read-data-subset=1%
echo "== done"
