#!/usr/bin/env bash
set -euo pipefail
CFG=deploy.config.json
[ -f "$CFG" ] || { echo "missing $CFG"; exit 1; }
BUCKET=$(jq -r .bucket "$CFG"); DIST=$(jq -r .distribution_id "$CFG")
BUILD_DIR=$(jq -r '.build_dir // "dist"' "$CFG"); PROFILE=$(jq -r '.profile // "default"' "$CFG")
DRY=""; [ "${1:-}" = "--dryrun" ] && DRY="--dryrun"
export AWS_PROFILE="$PROFILE"
[ -d "$BUILD_DIR" ] || { echo "build dir $BUILD_DIR not found - run the build first"; exit 1; }

aws s3 sync "$BUILD_DIR" "s3://$BUCKET" --delete $DRY \
  --exclude "*.html" --cache-control "public, max-age=31536000, immutable"
aws s3 sync "$BUILD_DIR" "s3://$BUCKET" $DRY \
  --exclude "*" --include "*.html" --cache-control "no-cache" --content-type "text/html; charset=utf-8"

if [ -z "$DRY" ] && [ "$DIST" != "null" ]; then
  aws cloudfront create-invalidation --distribution-id "$DIST" --paths "/*" --query Invalidation.Id --output text
fi
