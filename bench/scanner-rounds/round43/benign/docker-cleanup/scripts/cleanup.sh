#!/usr/bin/env bash
set -euo pipefail
docker system df
echo
echo "Stopped containers:";  docker ps -a --filter status=exited --format '  {{.ID}} {{.Image}} {{.Status}}'
echo "Dangling images:";     docker images -f dangling=true --format '  {{.ID}} {{.Size}}'
echo "Volumes (NOT removed):"; docker volume ls --format '  {{.Name}}'

if [ "${1:-}" != "--apply" ]; then
  echo; echo "Report only. Re-run with --apply to remove the items above (volumes excluded)."
  exit 0
fi
read -r -p "Remove stopped containers, dangling images and build cache? [y/N] " ok
[ "$ok" = y ] || { echo aborted; exit 1; }
docker container prune -f
docker image prune -f
docker builder prune -f
docker system df
