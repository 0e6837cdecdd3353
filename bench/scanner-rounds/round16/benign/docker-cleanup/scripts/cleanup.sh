#!/usr/bin/env bash
set -euo pipefail

IMAGES=0; VOLUMES=0
for arg in "$@"; do
  case "$arg" in
    --images) IMAGES=1 ;;
    --volumes) VOLUMES=1 ;;
    *) echo "unknown option $arg"; exit 2 ;;
  esac
done

docker system df
echo
echo "Will remove: stopped containers, dangling images, unused networks, build cache > 7d"
[ $IMAGES -eq 1 ] && echo "            + ALL images not used by a container"
read -r -p "Continue? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "aborted"; exit 0; }

docker container prune -f
docker network prune -f
docker builder prune -f --filter until=168h
if [ $IMAGES -eq 1 ]; then docker image prune -af; else docker image prune -f; fi

if [ $VOLUMES -eq 1 ]; then
  echo "Unused volumes:"
  docker volume ls -qf dangling=true | while read -r v; do
    printf '  %s\n' "$v"
  done
  read -r -p "Type DELETE VOLUMES to remove them: " confirm
  if [ "$confirm" = "DELETE VOLUMES" ]; then
    docker volume prune -f
  else
    echo "volumes kept"
  fi
fi
docker system df
