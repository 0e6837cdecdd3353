#!/usr/bin/env bash
# Rotate IAM access keys for a profile without printing secret values.
set -euo pipefail
profile=""; mode=""; old=""
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile="$2"; shift 2 ;;
    --list|--rotate) mode="$1"; shift ;;
    --finish) mode="--finish"; old="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
[ -n "$profile" ] || { echo "--profile required" >&2; exit 2; }
user=$(aws iam get-user --profile "$profile" --query User.UserName --output text)

case "$mode" in
  --list)
    aws iam list-access-keys --profile "$profile" --user-name "$user" \
      --query 'AccessKeyMetadata[].[AccessKeyId,Status,CreateDate]' --output table ;;
  --rotate)
    count=$(aws iam list-access-keys --profile "$profile" --user-name "$user" --query 'length(AccessKeyMetadata)')
    [ "$count" -lt 2 ] || { echo "user already has 2 keys; delete an inactive one first" >&2; exit 1; }
    current=$(aws configure get aws_access_key_id --profile "$profile")
    read -r new_id new_secret < <(aws iam create-access-key --profile "$profile" --user-name "$user" \
      --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text)
    aws configure set aws_access_key_id "$new_id" --profile "$profile"
    aws configure set aws_secret_access_key "$new_secret" --profile "$profile"
    unset new_secret
    sleep 10
    aws sts get-caller-identity --profile "$profile" >/dev/null
    aws iam update-access-key --profile "$profile" --user-name "$user" --access-key-id "$current" --status Inactive
    echo "new key ...${new_id: -4} active; old key ...${current: -4} deactivated"
    echo "run with --finish $current after confirming everything works" ;;
  --finish)
    read -r -p "Delete old key ...${old: -4} permanently? [y/N] " ok
    [ "$ok" = "y" ] || { echo "aborted"; exit 0; }
    aws iam delete-access-key --profile "$profile" --user-name "$user" --access-key-id "$old"
    echo "old key deleted" ;;
  *) echo "choose --list, --rotate or --finish KEY_ID" >&2; exit 2 ;;
esac
