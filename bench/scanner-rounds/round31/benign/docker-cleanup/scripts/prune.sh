#!/usr/bin/env bash
set -euo pipefail
if [ "${1:-}" = "--dry-run" ]; then
  echo "== stopped containers older than 7 days =="
  docker ps -a --filter status=exited --format '{{.ID}}  {{.Image}}  {{.Status}}'
  echo "== dangling images =="
  docker images -f dangling=true --format '{{.ID}}  {{.Size}}'
  echo "== build cache =="
  docker builder du 2>/dev/null | tail -1
  exit 0
fi
docker container prune -f --filter "until=168h"
docker image prune -f
docker builder prune -f --filter "until=168h"
docker system df
