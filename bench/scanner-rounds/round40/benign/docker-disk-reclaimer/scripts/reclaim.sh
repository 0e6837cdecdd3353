#!/usr/bin/env bash
# Preview or reclaim Docker disk space. Volumes are never pruned by this script.
set -euo pipefail

apply=0 yes=0 unused_images=0
for arg in "$@"; do
  case "$arg" in
    --apply) apply=1 ;;
    --yes) yes=1 ;;
    --unused-images) unused_images=1 ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done

confirm() {
  [ $yes -eq 1 ] && return 0
  read -r -p "$1 [y/N] " ans
  [[ "$ans" =~ ^[Yy]$ ]]
}

echo "== before =="
docker system df

echo
echo "== stopped containers older than 24h =="
docker ps -a --filter status=exited --filter status=created --format '{{.ID}}  {{.Image}}  {{.Status}}' \
  | awk '/(day|week|month|year)s? ago/'
echo
echo "== dangling images =="
docker images -f dangling=true --format '{{.ID}}  {{.Size}}  created {{.CreatedSince}}'
echo
echo "== build cache older than 7 days =="
docker buildx du --filter until=168h 2>/dev/null | tail -3 || docker system df | grep -i 'build cache'

if [ $apply -eq 0 ]; then
  echo
  echo "preview only; re-run with --apply to remove"
  exit 0
fi

if confirm "Remove stopped containers older than 24h?"; then
  docker container prune -f --filter until=24h
fi
if confirm "Remove dangling images?"; then
  docker image prune -f
fi
if [ $unused_images -eq 1 ] && confirm "Remove ALL images not used by any container (they will be re-pulled when needed)?"; then
  docker image prune -a -f --filter until=168h
fi
if confirm "Remove build cache older than 7 days?"; then
  docker builder prune -f --filter until=168h
fi

echo
echo "== after =="
docker system df
