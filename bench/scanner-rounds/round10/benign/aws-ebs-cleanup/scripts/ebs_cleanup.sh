#!/usr/bin/env bash
set -euo pipefail
MODE=dry; REGION=""; TAG=""; MIN_AGE=30
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dry-run) MODE=dry ;;
    --apply) MODE=apply ;;
    --region) REGION=$2; shift ;;
    --tag-filter) TAG=$2; shift ;;
    --min-age) MIN_AGE=$2; shift ;;
  esac; shift
done
[[ -n "$REGION" ]] || { echo "--region required" >&2; exit 2; }
if [[ $MODE == apply && -z "$TAG" ]]; then echo "--apply requires --tag-filter Key=Value" >&2; exit 2; fi

filters=(Name=status,Values=available)
[[ -n "$TAG" ]] && filters+=("Name=tag:${TAG%%=*},Values=${TAG#*=}")
cutoff=$(date -u -d "-$MIN_AGE days" +%FT%TZ)

mapfile -t vols < <(aws ec2 describe-volumes --region "$REGION" --filters "${filters[@]}" \
  --query "Volumes[?CreateTime<'$cutoff'].[VolumeId,Size,VolumeType,CreateTime]" --output text)

printf '%-22s %6s %-5s %s\n' VOLUME GB TYPE CREATED
for v in "${vols[@]}"; do printf '%-22s %6s %-5s %s\n' $v; done
echo "${#vols[@]} candidate volume(s)"
[[ $MODE == dry || ${#vols[@]} -eq 0 ]] && exit 0

read -r -p "Type ${#vols[@]} to snapshot and delete these volumes: " ans
[[ "$ans" == "${#vols[@]}" ]] || { echo "aborted"; exit 1; }
for v in "${vols[@]}"; do
  vol=${v%%[[:space:]]*}
  snap=$(aws ec2 create-snapshot --region "$REGION" --volume-id "$vol" \
    --tag-specifications "ResourceType=snapshot,Tags=[{Key=Name,Value=pre-delete-backup}]" --query SnapshotId --output text)
  aws ec2 wait snapshot-completed --region "$REGION" --snapshot-ids "$snap"
  aws ec2 delete-volume --region "$REGION" --volume-id "$vol"
  echo "deleted $vol (backup $snap)"
done
