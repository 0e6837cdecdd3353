#!/usr/bin/env bash
# Deploy the current tag (or --ref) to an environment via the project's make target.
set -euo pipefail
env="${1:?usage: deploy.sh <staging|prod> [--ref REF]}"
shift
ref=$(git describe --exact-match --tags HEAD 2>/dev/null || git rev-parse --short HEAD)
while [ $# -gt 0 ]; do
  case "$1" in
    --ref) ref="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
case "$env" in staging|prod) ;; *) echo "env must be staging or prod" >&2; exit 2 ;; esac
echo "deploying $ref to $env"
make deploy ENV="$env" REF="$ref"
