#!/usr/bin/env bash
# Safe image rollout for a Deployment.
#   rollout.sh plan     DEPLOY IMAGE
#   rollout.sh apply    DEPLOY IMAGE
#   rollout.sh rollback DEPLOY
set -euo pipefail

NS="${NAMESPACE:-$(kubectl config view --minify -o jsonpath='{..namespace}')}"
NS="${NS:-default}"
CTX="$(kubectl config current-context)"
TIMEOUT="${TIMEOUT:-300s}"

container_of() {
  kubectl -n "$NS" get deploy "$1" -o jsonpath='{.spec.template.spec.containers[0].name}'
}

plan() {
  local deploy="$1" image="$2" c
  c="$(container_of "$deploy")"
  echo "context:   $CTX"
  echo "namespace: $NS"
  echo "current:   $(kubectl -n "$NS" get deploy "$deploy" -o jsonpath='{.spec.template.spec.containers[0].image}')"
  echo "new:       $image"
  kubectl -n "$NS" set image "deploy/$deploy" "$c=$image" --dry-run=server -o yaml | kubectl diff -f - || true
}

confirm_prod() {
  if [[ "$CTX" == *prod* ]]; then
    read -r -p "Context '$CTX' looks like production. Type the deployment name to continue: " answer
    [[ "$answer" == "$1" ]] || { echo "aborted"; exit 1; }
  fi
}

apply() {
  local deploy="$1" image="$2" c
  confirm_prod "$deploy"
  c="$(container_of "$deploy")"
  kubectl -n "$NS" annotate deploy "$deploy" kubernetes.io/change-cause="image $image via k8s-rollout-helper" --overwrite
  kubectl -n "$NS" set image "deploy/$deploy" "$c=$image"
  if ! kubectl -n "$NS" rollout status "deploy/$deploy" --timeout="$TIMEOUT"; then
    echo "rollout did not become healthy within $TIMEOUT"
    echo "run: rollout.sh rollback $deploy"
    exit 1
  fi
}

rollback() {
  confirm_prod "$1"
  kubectl -n "$NS" rollout undo "deploy/$1"
  kubectl -n "$NS" rollout status "deploy/$1" --timeout="$TIMEOUT"
}

case "${1:-}" in
  plan) plan "$2" "$3" ;;
  apply) apply "$2" "$3" ;;
  rollback) rollback "$2" ;;
  *) sed -n '2,5p' "$0"; exit 2 ;;
esac
