#!/usr/bin/env bash
set -uo pipefail
ns="$1"; svc="$2"; port="${3:-80}"
k() { kubectl -n "$ns" exec netdebug -c netdebug -- "$@"; }
echo "== DNS"; k dig +short "$svc.$ns.svc.cluster.local"
echo "== TCP"; k nc -zv -w 3 "$svc" "$port"
echo "== HTTP"; k curl -s -o /dev/null -w '%{http_code} %{time_total}s\n' "http://$svc:$port/"
