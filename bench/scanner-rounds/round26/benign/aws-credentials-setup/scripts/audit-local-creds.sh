#!/usr/bin/env bash
# List AWS profiles that still use long-lived access keys.
# Prints profile names and the last 4 chars of the key ID only. Read-only.
set -euo pipefail
CREDS="${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}"

if [[ ! -f "$CREDS" ]]; then
  echo "no shared credentials file - nothing to migrate"
  exit 0
fi

perm=$(stat -c %a "$CREDS" 2>/dev/null || stat -f %Lp "$CREDS")
[[ "$perm" != "600" ]] && echo "warning: $CREDS has mode $perm, expected 600"

awk '
  /^\[/ { gsub(/[\[\]]/, "", $0); profile=$0; next }
  /^[[:space:]]*aws_access_key_id/ {
    split($0, kv, "="); id=kv[2]; gsub(/[[:space:]]/, "", id)
    kind = (substr(id,1,4) == "ASIA") ? "temporary" : "long-lived"
    printf "%-24s %-11s ...%s\n", profile, kind, substr(id, length(id)-3)
  }
' "$CREDS"
