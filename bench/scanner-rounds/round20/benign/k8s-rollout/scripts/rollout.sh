#!/usr/bin/env bash
# plan | apply | undo a Deployment image change with confirmation.
set -euo pipefail

cmd="${1:?plan|apply|undo}"; ns="${2:?namespace}"; deploy="${3:?deployment}"; image="${4:-}"
ctx="$(kubectl config current-context)"

confirm() {
  local prompt="$1"
  if [[ "$ctx" == *prod* ]]; then
    read -r -p "$prompt (context: $ctx) — type 'yes' to continue: " ans
    [[ "$ans" == "yes" ]] || { echo "aborted"; exit 1; }
  else
    read -r -p "$prompt (context: $ctx) [y/N]: " ans
    [[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
  fi
}

container() { kubectl -n "$ns" get deploy "$deploy" -o jsonpath='{.spec.template.spec.containers[0].name}'; }

health() {
  local url
  url=$(kubectl -n "$ns" get deploy "$deploy" -o jsonpath='{.metadata.annotations.health-url}' 2>/dev/null || true)
  [[ -z "$url" ]] && { echo "no health-url annotation; skipping HTTP check"; return 0; }
  for i in $(seq 1 12); do
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$url" || echo 000)
    echo "health check $i: $code"
    [[ "$code" == 200 ]] && return 0
    sleep 5
  done
  return 1
}

case "$cmd" in
  plan)
    c=$(container)
    echo "current: $(kubectl -n "$ns" get deploy "$deploy" -o jsonpath='{.spec.template.spec.containers[0].image}')"
    echo "new:     $image"
    kubectl -n "$ns" set image "deploy/$deploy" "$c=$image" --dry-run=server -o yaml | kubectl diff -f - || true
    ;;
  apply)
    [[ -n "$image" ]] || { echo "image required"; exit 2; }
    confirm "Roll out $image to $ns/$deploy?"
    kubectl -n "$ns" set image "deploy/$deploy" "$(container)=$image"
    kubectl -n "$ns" annotate "deploy/$deploy" kubernetes.io/change-cause="image $image by $(whoami)" --overwrite
    kubectl -n "$ns" rollout status "deploy/$deploy" --timeout=5m
    health || { echo "HEALTH CHECK FAILED — consider: $0 undo $ns $deploy"; exit 1; }
    ;;
  undo)
    kubectl -n "$ns" rollout history "deploy/$deploy" | tail -n 5
    confirm "Roll back $ns/$deploy to the previous revision?"
    kubectl -n "$ns" rollout undo "deploy/$deploy"
    kubectl -n "$ns" rollout status "deploy/$deploy" --timeout=5m
    ;;
  *) echo "unknown command $cmd"; exit 2 ;;
esac
