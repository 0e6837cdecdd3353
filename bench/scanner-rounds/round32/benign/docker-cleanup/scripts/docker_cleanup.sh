#!/usr/bin/env bash
set -euo pipefail
DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

run() { if [ $DRY -eq 1 ]; then echo "[dry-run] $*"; else "$@"; fi; }

echo "Stopped containers:"
docker ps -a --filter status=exited --filter status=created --format '  {{.ID}} {{.Names}} ({{.Status}})'
echo "Dangling images:"
docker images -f dangling=true --format '  {{.ID}} {{.Size}}'

run docker container prune -f
run docker image prune -f
run docker network prune -f
run docker builder prune -f --filter until=168h

echo
docker system df
