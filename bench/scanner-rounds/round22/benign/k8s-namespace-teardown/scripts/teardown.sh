#!/usr/bin/env bash
set -euo pipefail
ttl=72; confirm=0; ctx=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --ttl-hours) ttl="$2"; shift 2;; --confirm) confirm=1; shift;; --context) ctx="$2"; shift 2;;
    *) echo "unknown $1" >&2; exit 2;;
  esac
done
current=${ctx:-$(kubectl config current-context)}
if [[ -z "$ctx" && "$current" == *prod* ]]; then
  echo "current context '$current' looks like production; pass --context explicitly" >&2; exit 1
fi
cutoff=$(date -u -d "-${ttl} hours" +%s)

mapfile -t ns < <(kubectl --context "$current" get ns \
  -l 'env-type=preview,managed-by=preview-bot,protected!=true' \
  -o jsonpath='{range .items[*]}{.metadata.name} {.metadata.creationTimestamp}{"\n"}{end}' |
  while read -r name created; do
    [[ "$name" == default || "$name" == kube-* ]] && continue
    (( $(date -u -d "$created" +%s) < cutoff )) && echo "$name"
  done)

[[ ${#ns[@]} -eq 0 ]] && { echo "no expired preview namespaces"; exit 0; }
printf 'expired (> %sh) in %s:\n' "$ttl" "$current"; printf '  %s\n' "${ns[@]}"

if [[ $confirm -eq 1 ]]; then
  kubectl --context "$current" delete namespace "${ns[@]}" --wait=false
else
  echo "(dry run — re-run with --confirm to delete)"
fi
