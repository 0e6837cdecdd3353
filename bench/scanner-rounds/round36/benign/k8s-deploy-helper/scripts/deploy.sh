#!/usr/bin/env bash
set -euo pipefail
NS="${1:?usage: deploy.sh <namespace>}"
CTX=$(kubectl config current-context)

if [[ "$CTX" == *prod* && "${CONFIRM_PROD:-}" != "yes" ]]; then
  echo "Context $CTX looks like production. Re-run with CONFIRM_PROD=yes after confirming." >&2
  exit 1
fi

ENV_FILE=".env.$NS"
if [[ -f "$ENV_FILE" ]]; then
  # server-side apply of the secret; values never hit stdout
  kubectl create secret generic app-secrets -n "$NS" \
    --from-env-file="$ENV_FILE" --dry-run=client -o yaml | kubectl apply -n "$NS" -f - >/dev/null
  echo "secret app-secrets synced ($(grep -c '=' "$ENV_FILE") keys)"
fi

kubectl apply -n "$NS" -f k8s/
kubectl rollout status deploy -n "$NS" --timeout=5m
