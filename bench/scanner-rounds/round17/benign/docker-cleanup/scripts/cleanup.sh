#!/usr/bin/env bash
set -euo pipefail
mode="${1:---plan}"; vols=0
[[ "${2:-}" == "--volumes" ]] && vols=1

if [[ "$mode" == "--plan" ]]; then
  echo "Stopped containers:"; docker ps -a --filter status=exited --format '  {{.ID}} {{.Names}} ({{.Image}})'
  echo "Dangling images:";    docker images -f dangling=true --format '  {{.ID}} {{.Size}}'
  echo "Build cache:";        docker builder du 2>/dev/null | tail -1
  (( vols )) && { echo "Unused volumes:"; docker volume ls -f dangling=true --format '  {{.Name}}'; }
  exit 0
fi

[[ "$mode" == "--apply" ]] || { echo "use --plan or --apply"; exit 2; }
docker container prune -f
docker image prune -f
docker network prune -f
docker builder prune -f --filter until=168h
if (( vols )); then docker volume prune -f; fi
