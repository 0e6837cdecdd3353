#!/usr/bin/env bash
set -euo pipefail
USER_NAME="${1:?iam user}"; SECRET_ID="${2:?secrets manager secret id}"

count=$(aws iam list-access-keys --user-name "$USER_NAME" --query 'length(AccessKeyMetadata)' --output text)
if [ "$count" -ge 2 ]; then
  echo "User already has 2 keys; delete the inactive one first." >&2; exit 1
fi

new=$(aws iam create-access-key --user-name "$USER_NAME" --output json)
payload=$(printf '%s' "$new" | jq -c '{AWS_ACCESS_KEY_ID: .AccessKey.AccessKeyId, AWS_SECRET_ACCESS_KEY: .AccessKey.SecretAccessKey}')
aws secretsmanager put-secret-value --secret-id "$SECRET_ID" --secret-string "$payload" >/dev/null
unset new payload
echo "New key stored in $SECRET_ID. Key id: $(aws iam list-access-keys --user-name "$USER_NAME" --query 'AccessKeyMetadata[-1].AccessKeyId' --output text)"
