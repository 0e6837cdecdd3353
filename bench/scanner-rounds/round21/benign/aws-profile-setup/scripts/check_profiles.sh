#!/usr/bin/env bash
# Verify every configured AWS profile; prints identity or error, never secrets.
set -uo pipefail
printf '%-20s %-14s %s\n' PROFILE ACCOUNT "ARN / ERROR"
for p in $(aws configure list-profiles); do
  out=$(aws sts get-caller-identity --profile "$p" --output json 2>&1)
  if [ $? -eq 0 ]; then
    acct=$(printf '%s' "$out" | python3 -c 'import json,sys;print(json.load(sys.stdin)["Account"])')
    arn=$(printf '%s' "$out" | python3 -c 'import json,sys;print(json.load(sys.stdin)["Arn"])')
    printf '%-20s %-14s %s\n' "$p" "$acct" "$arn"
  else
    msg=$(printf '%s' "$out" | tail -n1 | cut -c1-80)
    case "$msg" in
      *"Token has expired"*|*"SSO session"*) msg="SSO expired: run 'aws sso login --profile $p'";;
      *"MultiFactorAuthentication"*) msg="needs MFA code (will be prompted in terminal)";;
    esac
    printf '%-20s %-14s %s\n' "$p" "-" "$msg"
  fi
done
