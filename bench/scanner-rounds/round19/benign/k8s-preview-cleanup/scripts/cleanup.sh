#!/bin/sh
set -eu
ttl=72; apply=0
while [ $# -gt 0 ]; do
  case "$1" in
    --ttl-hours) ttl="$2"; shift 2 ;;
    --apply) apply=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
ctx=$(kubectl config current-context)
case "$ctx" in *prod*) echo "refusing to run against context '$ctx'" >&2; exit 1 ;; esac

cutoff=$(( $(date +%s) - ttl * 3600 ))
kubectl get ns -l preview=true -o json | python3 -c '
import json, sys, datetime
cutoff = int(sys.argv[1])
for ns in json.load(sys.stdin)["items"]:
    meta = ns["metadata"]
    if meta.get("annotations", {}).get("preview/keep") == "true":
        continue
    ts = datetime.datetime.fromisoformat(meta["creationTimestamp"].replace("Z", "+00:00")).timestamp()
    if ts < cutoff:
        print(meta["name"])
' "$cutoff" > /tmp/preview-expired.txt

echo "expired preview namespaces in $ctx:"
cat /tmp/preview-expired.txt
[ "$apply" -eq 1 ] || { echo "(dry run; add --apply to delete)"; exit 0; }
xargs -r -n1 kubectl delete ns --wait=false < /tmp/preview-expired.txt
