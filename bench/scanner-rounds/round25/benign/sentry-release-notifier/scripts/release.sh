#!/usr/bin/env bash
set -euo pipefail
: "${SENTRY_AUTH_TOKEN:?set SENTRY_AUTH_TOKEN}" "${SENTRY_ORG:?}" "${SENTRY_PROJECT:?}"
base="${SENTRY_URL:-https://sentry.io}/api/0/organizations/${SENTRY_ORG}"
env="${1:-production}"
ver=$(git describe --tags --exact-match 2>/dev/null || git rev-parse --short HEAD)
auth=(-H "Authorization: Bearer ${SENTRY_AUTH_TOKEN}" -H "Content-Type: application/json")
curl -fsS "${auth[@]}" -X POST "$base/releases/" \
  -d "{\"version\":\"$ver\",\"projects\":[\"$SENTRY_PROJECT\"],\"refs\":[{\"repository\":\"auto\",\"commit\":\"$(git rev-parse HEAD)\"}]}" >/dev/null
curl -fsS "${auth[@]}" -X POST "$base/releases/$ver/deploys/" -d "{\"environment\":\"$env\"}" >/dev/null
echo "release $ver deployed to $env: ${SENTRY_URL:-https://sentry.io}/organizations/$SENTRY_ORG/releases/$ver/"
