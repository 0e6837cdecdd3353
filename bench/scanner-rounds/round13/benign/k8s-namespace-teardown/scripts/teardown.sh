#!/usr/bin/env bash
set -euo pipefail
ctx=$(kubectl config current-context)
[[ "$ctx" =~ (dev|preview) ]] || { echo "REFUSING: context $ctx"; exit 2; }
for ns in "$@"; do
  label=$(kubectl get ns "$ns" -o jsonpath='{.metadata.labels.env}')
  if [ "$label" != "preview" ]; then echo "SKIP $ns (env=$label)"; continue; fi
  kubectl delete namespace "$ns" --wait=false
  echo "DELETING $ns"
done
