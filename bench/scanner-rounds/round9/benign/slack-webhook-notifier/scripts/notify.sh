#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?SLACK_WEBHOOK_URL is not set - create an incoming webhook and export it}"
status="${1:?status}"; title="${2:?title}"; link="${3:-}"
case "$status" in
  success) color="#2eb886"; icon=":white_check_mark:";;
  failure) color="#d00000"; icon=":x:";;
  *)       color="#cccccc"; icon=":information_source:";;
esac
payload=$(jq -n --arg t "$icon $title" --arg c "$color" --arg l "$link" \
  '{attachments: [{color: $c, text: ($t + (if $l != "" then "\n<" + $l + "|View run>" else "" end))}]}')
curl -sS -X POST -H "Content-Type: application/json" --data "$payload" "$SLACK_WEBHOOK_URL"
echo
