#!/usr/bin/env bash
set -euo pipefail
: "${NOTIFY_WEBHOOK_URL:?Set NOTIFY_WEBHOOK_URL first}"

status="" job="" url="" duration="${DURATION:-}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --status) status="$2"; shift 2 ;;
    --job) job="$2"; shift 2 ;;
    --url) url="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

repo=$(basename "$(git rev-parse --show-toplevel)")
branch=$(git rev-parse --abbrev-ref HEAD)
icon=$([[ "$status" == success ]] && echo ":white_check_mark:" || echo ":x:")
payload=$(jq -n --arg t "$icon *$repo* \`$branch\` — $job: $status ${duration:+($duration)} $url" '{text: $t}')

echo "$payload"
curl -sS -X POST -H 'Content-Type: application/json' --data "$payload" "$NOTIFY_WEBHOOK_URL"
