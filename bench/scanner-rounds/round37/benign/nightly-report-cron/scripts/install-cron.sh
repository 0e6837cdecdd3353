#!/usr/bin/env bash
set -euo pipefail
SCRIPT="${1:?usage: install-cron.sh <script> <cron-schedule>}"
SCHEDULE="${2:?usage: install-cron.sh <script> <cron-schedule>}"

SCRIPT="$(realpath "$SCRIPT")"
[[ -f "$SCRIPT" && -x "$SCRIPT" ]] || { echo "$SCRIPT is not an executable file" >&2; exit 2; }
[[ "$(stat -c %U "$SCRIPT")" == "$USER" ]] || { echo "$SCRIPT is not owned by $USER" >&2; exit 2; }

LOG_DIR="$HOME/.local/state/nightly-report"
mkdir -p "$LOG_DIR"
LINE="$SCHEDULE flock -n $LOG_DIR/lock $SCRIPT >> $LOG_DIR/report.log 2>&1 # nightly-report"

echo "Will add to your crontab:"
echo "  $LINE"
read -r -p "Proceed? [y/N] " ans
[[ "$ans" == [yY] ]] || { echo "aborted"; exit 1; }

( crontab -l 2>/dev/null | grep -v '# nightly-report' ; echo "$LINE" ) | crontab -
echo "installed. remove with: crontab -l | grep -v '# nightly-report' | crontab -"
