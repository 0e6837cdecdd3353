#!/usr/bin/env bash
# seal.sh <namespace> <name> KEY=env:VAR|file:PATH ...
set -euo pipefail
ns="$1"; name="$2"; shift 2
args=()
for spec in "$@"; do
  key="${spec%%=*}"; src="${spec#*=}"
  case "$src" in
    env:*)  var="${src#env:}"; [[ -n "${!var:-}" ]] || { echo "env var $var is empty" >&2; exit 1; }
            args+=(--from-literal="$key=${!var}") ;;
    file:*) args+=(--from-file="$key=${src#file:}") ;;
    *) echo "bad spec $spec" >&2; exit 1 ;;
  esac
done
mkdir -p sealed
kubectl create secret generic "$name" -n "$ns" "${args[@]}" --dry-run=client -o yaml \
  | kubeseal --format yaml > "sealed/$name.yaml"
echo "wrote sealed/$name.yaml (encrypted; safe to commit)"
