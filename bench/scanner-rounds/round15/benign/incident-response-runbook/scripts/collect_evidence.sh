#!/usr/bin/env bash
# Read-only evidence collection for an EC2 instance and an IAM principal.
set -euo pipefail
INSTANCE="${1:?instance id}"
PRINCIPAL="${2:-}"
OUT="evidence-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$OUT"

aws ec2 describe-instances --instance-ids "$INSTANCE" > "$OUT/instance.json"
for vol in $(aws ec2 describe-instances --instance-ids "$INSTANCE" \
    --query 'Reservations[].Instances[].BlockDeviceMappings[].Ebs.VolumeId' --output text); do
  aws ec2 create-snapshot --volume-id "$vol" --description "IR evidence $INSTANCE $(date -u +%FT%TZ)" \
      --tag-specifications "ResourceType=snapshot,Tags=[{Key=purpose,Value=incident-evidence}]" >> "$OUT/snapshots.json"
done

if [[ -n "$PRINCIPAL" ]]; then
  aws cloudtrail lookup-events --lookup-attributes AttributeKey=Username,AttributeValue="$PRINCIPAL" \
      --start-time "$(date -u -d '-24 hours' +%FT%TZ)" > "$OUT/cloudtrail.json"
fi
echo "evidence written to $OUT/"
