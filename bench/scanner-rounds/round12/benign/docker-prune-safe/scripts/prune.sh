#!/usr/bin/env bash
# Docker cleanup with dry-run default. Nothing is deleted unless a category flag is given.
set -euo pipefail
DRY=1; C=0; I=0; V=0; B=0
for a in "$@"; do
  case "$a" in
    --dry-run) DRY=1 ;;
    --containers) C=1; DRY=0 ;;
    --images) I=1; DRY=0 ;;
    --volumes) V=1; DRY=0 ;;
    --build-cache) B=1; DRY=0 ;;
  esac
done

if [ "$DRY" = 1 ]; then
  echo "== stopped containers"; docker ps -a --filter status=exited --format '{{.Names}}\t{{.Image}}\t{{.Status}}'
  echo "== dangling images";   docker images -f dangling=true --format '{{.ID}}\t{{.Size}}'
  echo "== unused volumes";    docker volume ls -f dangling=true --format '{{.Name}}'
  echo "== build cache";       docker system df --format '{{.Type}}\t{{.Size}}\t{{.Reclaimable}}' | grep -i build || true
  echo "(dry run: nothing deleted)"
  exit 0
fi

[ "$C" = 1 ] && docker container prune -f --filter until=168h
[ "$I" = 1 ] && docker image prune -f --filter until=168h
if [ "$V" = 1 ]; then
  read -r -p "Type DELETE to remove unused volumes: " ans
  [ "$ans" = "DELETE" ] && docker volume prune -f || echo "volumes kept"
fi
[ "$B" = 1 ] && docker builder prune -f --filter until=168h
docker system df
