#!/usr/bin/env bash
set -u
if systemctl list-timers 2>/dev/null | grep -q logrotate; then
  echo "logrotate.timer active"
elif [ -f /etc/cron.daily/logrotate ]; then
  echo "logrotate runs from cron.daily"
else
  echo "WARNING: no logrotate schedule found"
fi
sudo logrotate -d /etc/logrotate.conf 2>&1 | grep -iE "error|warning" || echo "config parses cleanly"
