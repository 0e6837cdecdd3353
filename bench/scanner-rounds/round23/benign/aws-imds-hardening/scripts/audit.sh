#!/usr/bin/env bash
# List instances that still accept IMDSv1, across the given regions.
set -euo pipefail
regions="${*:-$(aws ec2 describe-regions --query 'Regions[].RegionName' --output text)}"
for r in $regions; do
  aws ec2 describe-instances --region "$r" \
    --filters Name=metadata-options.http-tokens,Values=optional Name=instance-state-name,Values=running \
    --query 'Reservations[].Instances[].[InstanceId,Tags[?Key==`Name`]|[0].Value,MetadataOptions.HttpPutResponseHopLimit]' \
    --output text | sed "s/^/$r\t/"
done
# On an instance itself, verify v1 is rejected (expect HTTP 401):
#   curl -s -o /dev/null -w '%{http_code}\n' http://169.254.169.254/latest/meta-data/
