#!/usr/bin/env bash
set -euo pipefail
status="${1:-unknown}"
: "${SLACK_WEBHOOK_URL:?SLACK_WEBHOOK_URL secret not set}"
case "$status" in success) emoji=":white_check_mark:" ;; failure) emoji=":x:" ;; *) emoji=":warning:" ;; esac
run_url="${GITHUB_SERVER_URL:-}/${GITHUB_REPOSITORY:-}/actions/runs/${GITHUB_RUN_ID:-}"
payload=$(jq -n --arg t "$emoji *${GITHUB_REPOSITORY:-repo}* \`${GITHUB_REF_NAME:-?}\` @ ${GITHUB_SHA:0:8} by ${GITHUB_ACTOR:-?}: *$status* <$run_url|run>" '{text: $t}')
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
echo "slack notified ($status)"
