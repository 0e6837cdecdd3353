#!/usr/bin/env bash
# Install/remove a user crontab entry for project log rotation (interactive).
set -euo pipefail

PROJECT="$(pwd)"
TAG="# log-rotation-cron:${PROJECT}"
LINE="15 3 * * * /usr/sbin/logrotate -s ${PROJECT}/.logrotate.state ${PROJECT}/logrotate.conf ${TAG}"

current=$(crontab -l 2>/dev/null || true)

if [ "${1:-}" = "--remove" ]; then
  new=$(printf '%s\n' "$current" | grep -vF "$TAG" || true)
  diff <(printf '%s\n' "$current") <(printf '%s\n' "$new") || true
  read -r -p "Apply this removal? [y/N] " ok
  [[ "$ok" =~ ^[Yy]$ ]] && printf '%s\n' "$new" | crontab - && echo "removed"
  exit 0
fi

if printf '%s\n' "$current" | grep -qF "$TAG"; then
  echo "already installed"; exit 0
fi

echo "The following line will be added to your crontab:"
echo "  $LINE"
read -r -p "Install? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "aborted"; exit 0; }
{ printf '%s\n' "$current"; echo "$LINE"; } | sed '/^$/d' | crontab -
echo "installed. Current crontab:"
crontab -l
