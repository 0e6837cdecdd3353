#!/usr/bin/env bash
# Read-only Docker disk usage report.
set -eu
command -v docker >/dev/null || { echo "docker not installed"; exit 1; }
echo "== summary =="
docker system df
echo
echo "== largest images =="
docker images --format '{{.Size}}\t{{.Repository}}:{{.Tag}}\t{{.CreatedSince}}' | sort -hr | head -15
echo
echo "== stopped containers =="
docker ps -a --filter status=exited --format '{{.Names}}\t{{.Image}}\t{{.Status}}'
echo
echo "== volumes and users =="
for v in $(docker volume ls -q); do
  users=$(docker ps -a --filter volume="$v" --format '{{.Names}}' | paste -sd, -)
  echo -e "$v\t${users:-<unused>}"
done
