#!/usr/bin/env bash
# Scan a local image with Trivy or Grype and print a severity summary.
set -euo pipefail
IMAGE="${1:?image ref}"
if command -v trivy >/dev/null; then
  trivy image --quiet --severity HIGH,CRITICAL --ignore-unfixed "$IMAGE"
elif command -v grype >/dev/null; then
  grype "$IMAGE" --only-fixed --fail-on high
else
  echo "Install trivy (brew install trivy) or grype to scan images." >&2
  exit 1
fi
docker image inspect "$IMAGE" --format 'size: {{.Size}} bytes, user: {{.Config.User}}'
