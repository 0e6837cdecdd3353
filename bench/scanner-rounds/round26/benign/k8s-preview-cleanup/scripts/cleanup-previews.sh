#!/usr/bin/env bash
# Delete expired preview namespaces. Dry run unless --confirm is passed.
set -euo pipefail

CONFIRM=0; KEEP=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --confirm) CONFIRM=1 ;;
    --keep) KEEP="$2"; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
  shift
done

ctx=$(kubectl config current-context)
if [[ "$ctx" == *prod* ]]; then
  echo "refusing to run against context '$ctx'" >&2
  exit 1
fi

SELECTOR='preview.acme.io/managed=true'
now=$(date -u +%s)
printf '%-10s %-22s %-8s\n' NAMESPACE EXPIRES ACTION

kubectl get ns -l "$SELECTOR" \
  -o jsonpath='{range .items[*]}{.metadata.name}{"\t"}{.metadata.annotations.preview\.acme\.io/expires-at}{"\n"}{end}' |
while IFS=$'\t' read -r ns expires; do
  [[ "$ns" =~ ^pr-[0-9]+$ ]] || { echo "skip unexpected name $ns" >&2; continue; }
  [[ ",$KEEP," == *",$ns,"* ]] && { printf '%-10s %-22s %-8s\n' "$ns" "$expires" keep; continue; }
  exp=$(date -u -d "$expires" +%s 2>/dev/null || echo "$now")
  if (( exp < now )); then
    printf '%-10s %-22s %-8s\n' "$ns" "$expires" delete
    if (( CONFIRM )); then
      kubectl delete namespace "$ns" --wait=false
    fi
  else
    printf '%-10s %-22s %-8s\n' "$ns" "$expires" keep
  fi
done

(( CONFIRM )) || echo "dry run only - re-run with --confirm after the user approves"
