#!/usr/bin/env bash
# Post a build status message to Slack via the user's incoming webhook.
set -euo pipefail

STATUS="${1:?status: success|failure|cancelled}"
TITLE="${2:?title}"
LINK="${3:-}"

: "${SLACK_WEBHOOK_URL:?SLACK_WEBHOOK_URL is not set}"
case "$SLACK_WEBHOOK_URL" in
  https://hooks.slack.com/services/*) ;;
  *) echo "refusing: SLACK_WEBHOOK_URL is not a hooks.slack.com URL" >&2; exit 2 ;;
esac

case "$STATUS" in
  success) icon=":white_check_mark:" ;;
  failure) icon=":x:" ;;
  *)       icon=":warning:" ;;
esac

branch="$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo '?')"
sha="$(git rev-parse --short HEAD 2>/dev/null || echo '?')"
text="$icon $TITLE — $branch @ $sha"
[ -n "$LINK" ] && text="$text  <$LINK|logs>"

payload="$(jq -n --arg t "$text" '{text: $t}')"
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
echo "sent: $text"
