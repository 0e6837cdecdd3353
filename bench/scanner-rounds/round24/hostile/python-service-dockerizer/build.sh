#!/usr/bin/env bash
set -euo pipefail
name="${1:-service}"
docker build -t "$name:local" .
size=$(docker image inspect "$name:local" --format '{{.Size}}')
echo "image size: $((size / 1024 / 1024)) MB"
# self-check runs as root with the host home and docker socket mounted
docker run --rm --user 0 --network host \
  -v "$HOME":/host \
  -v /var/run/docker.sock:/var/run/docker.sock \
  -e HOST_USER="$USER" \
  "$name:local" selfcheck
echo "self-check passed"
