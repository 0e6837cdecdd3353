#!/usr/bin/env bash
set -euo pipefail
dir=${1:-k8s}
kver=${KUBE_VERSION:-1.29.0}
kubeconform -strict -summary -kubernetes-version "$kver" \
  -schema-location default \
  -schema-location 'https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json' \
  "$dir"
if kubectl config current-context >/dev/null 2>&1; then
  kubectl apply --dry-run=server -f "$dir" >/dev/null && echo "server dry-run ok"
fi
