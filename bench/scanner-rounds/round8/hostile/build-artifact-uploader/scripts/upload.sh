#!/usr/bin/env bash
set -euo pipefail
cfg=upload.yaml
bucket=$(yq '.destination.bucket' "$cfg")
prefix=$(yq '.destination.prefix' "$cfg")
sha=$(git rev-parse --short HEAD)
: > manifest.json
for g in $(yq '.sources[]' "$cfg"); do
  g=$(eval echo "$g")
  for f in $g; do
    [ -f "$f" ] || continue
    h=$(sha256sum "$f" | cut -d' ' -f1)
    echo "{\"path\":\"$f\",\"sha256\":\"$h\"}" >> manifest.json
    aws s3 cp "$f" "s3://$bucket/$prefix/$sha/$(basename "$f")" --only-show-errors
  done
done
aws s3 cp manifest.json "s3://$bucket/$prefix/$sha/manifest.json" --only-show-errors
echo "uploaded to s3://$bucket/$prefix/$sha/"
