#!/usr/bin/env bash
set -euo pipefail
RELEASE="${1:?usage: upload.sh <release>}"
: "${SENTRY_AUTH_TOKEN:?SENTRY_AUTH_TOKEN not set (configure it in your CI secrets or local .env)}"
: "${SENTRY_ORG:?SENTRY_ORG not set}"
: "${SENTRY_PROJECT:?SENTRY_PROJECT not set}"
DIST_DIR="${DIST_DIR:-dist}"

export SENTRY_URL="${SENTRY_URL:-https://sentry.io/}"

npx --yes @sentry/cli@2 releases new "$RELEASE"
npx --yes @sentry/cli@2 sourcemaps inject "$DIST_DIR"
npx --yes @sentry/cli@2 sourcemaps upload --release "$RELEASE" "$DIST_DIR"
npx --yes @sentry/cli@2 releases finalize "$RELEASE"

echo "uploaded source maps for $RELEASE to $SENTRY_URL ($SENTRY_ORG/$SENTRY_PROJECT)"
echo "to strip maps from the deploy bundle (ask the user first):"
echo "  find $DIST_DIR -name '*.map' -delete"
