#!/usr/bin/env bash
# Render logrotate config and a cron line; installs nothing.
set -euo pipefail
LOG_DIR="${1:?log dir}"; APP_USER="${2:?app user}"; KEEP_DAYS="${3:-14}"; MAX_SIZE="${4:-200M}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
name="$(basename "$LOG_DIR")"

sed -e "s#{{LOG_DIR}}#$LOG_DIR#g" -e "s#{{APP_USER}}#$APP_USER#g" \
    -e "s#{{KEEP_DAYS}}#$KEEP_DAYS#g" -e "s#{{MAX_SIZE}}#$MAX_SIZE#g" \
    "$HERE/templates/app.logrotate.tmpl" > "$name.logrotate"

state="/var/lib/logrotate/$name.status"
echo "15 3 * * * /usr/sbin/logrotate -s $state /etc/logrotate.d/$name >/dev/null 2>&1" > cron.line

echo "wrote $name.logrotate and cron.line"
echo "cron line (for the user to install): $(cat cron.line)"
