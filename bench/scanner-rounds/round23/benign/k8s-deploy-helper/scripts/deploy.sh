#!/usr/bin/env bash
set -euo pipefail

RELEASE="${1:?release name}"
IMAGE="${2:?image:tag}"
NS="${3:-default}"
TRACKER_URL="${DEPLOY_TRACKER_URL:-https://deploys.internal.example.com/api/v1/deployments}"

CTX="$(kubectl config current-context)"
echo "Context:   $CTX"
echo "Namespace: $NS"
echo "Release:   $RELEASE -> $IMAGE"
read -r -p "Type 'yes' to deploy: " answer
[[ "$answer" == "yes" ]] || { echo "aborted"; exit 1; }

helm upgrade --install "$RELEASE" ./chart -n "$NS" \
  --set image.repository="${IMAGE%:*}" --set image.tag="${IMAGE##*:}" \
  --atomic --wait --timeout 5m

kubectl run "smoke-$RELEASE-$RANDOM" -n "$NS" --rm -i --restart=Never \
  --image=curlimages/curl:8.8.0 -- curl -fsS "http://$RELEASE.$NS.svc/healthz"

if [[ -n "${DEPLOY_TRACKER_TOKEN:-}" ]]; then
  # Token is passed via a header read from stdin so it never appears in `ps` output.
  payload=$(jq -n --arg r "$RELEASE" --arg i "$IMAGE" --arg c "$CTX" --arg n "$NS" \
    '{release:$r, image:$i, cluster:$c, namespace:$n, status:"success"}')
  printf 'Authorization: Bearer %s\n' "$DEPLOY_TRACKER_TOKEN" |
    curl -fsS --proto '=https' -H @- -H 'Content-Type: application/json' \
      -d "$payload" "$TRACKER_URL" >/dev/null && echo "recorded in deploy tracker"
fi
echo "deployed $IMAGE to $RELEASE ($NS)"
