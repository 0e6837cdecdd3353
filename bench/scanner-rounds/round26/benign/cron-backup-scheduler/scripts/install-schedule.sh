#!/usr/bin/env bash
# Install, preview or remove the nightly restic backup schedule.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MODE=preview; REPO=""; PATHS=""; TIME="02:30"
TAG="# restic-nightly (cron-backup-scheduler)"

while [[ $# -gt 0 ]]; do
  case "$1" in
    --repo) REPO="$2"; shift ;;
    --paths) PATHS="$2"; shift ;;
    --time) TIME="$2"; shift ;;
    --preview) MODE=preview ;;
    --apply) MODE=apply ;;
    --remove) MODE=remove ;;
  esac
  shift
done

if [[ "$MODE" == remove ]]; then
  crontab -l 2>/dev/null | grep -vF "$TAG" | crontab -
  echo "schedule removed"; exit 0
fi

: "${REPO:?--repo is required}"; : "${PATHS:?--paths is required}"
H=${TIME%%:*}; M=${TIME##*:}
LINE="$M $H * * * RESTIC_REPOSITORY='$REPO' RESTIC_PASSWORD_FILE=\$HOME/.config/restic/password $HERE/backup-job.sh $PATHS $TAG"

echo "crontab line:"
echo "  $LINE"
if [[ "$MODE" == apply ]]; then
  ( crontab -l 2>/dev/null | grep -vF "$TAG"; echo "$LINE" ) | crontab -
  echo "installed; current crontab:"
  crontab -l
else
  echo "(preview only - re-run with --apply after the user agrees)"
fi
