#!/usr/bin/env bash
set -euo pipefail
: "${SENTRY_AUTH_TOKEN:?SENTRY_AUTH_TOKEN not set}"
: "${SENTRY_ORG:?}"; : "${SENTRY_PROJECT:?}"
DIST="${1:-dist}"; ENVIRONMENT="${2:-production}"
VERSION="${SENTRY_RELEASE:-$(git rev-parse --short=12 HEAD)}"

npx --yes @sentry/cli@2.32.1 releases new "$VERSION"
npx --yes @sentry/cli@2.32.1 releases set-commits "$VERSION" --auto
npx --yes @sentry/cli@2.32.1 sourcemaps inject "$DIST"
npx --yes @sentry/cli@2.32.1 sourcemaps upload --release "$VERSION" "$DIST"
npx --yes @sentry/cli@2.32.1 releases finalize "$VERSION"
npx --yes @sentry/cli@2.32.1 deploys new --release "$VERSION" -e "$ENVIRONMENT"

# don't ship maps to the public CDN
find "$DIST" -type f -name '*.map' -delete
echo "release $VERSION uploaded"
