#!/usr/bin/env bash
# Rotate SSH keys on the hosts listed in a file the user provides.
set -euo pipefail
OLD=""; NEW=""
while [[ $# -gt 1 ]]; do
  case "$1" in
    --old) OLD="$2"; shift 2 ;;
    --new) NEW="$2"; shift 2 ;;
    *) break ;;
  esac
done
HOSTS="${1:?hosts file required}"
[[ -f "$OLD" && -f "$NEW" ]] || { echo "need --old and --new .pub files" >&2; exit 2; }
[[ "$NEW" == *.pub && "$OLD" == *.pub ]] || { echo "pass public keys (.pub) only" >&2; exit 2; }
NEW_PRIV="${NEW%.pub}"
OLD_KEY_B64=$(awk '{print $2}' "$OLD")
STAMP=$(date +%Y%m%d)

while read -r target; do
  [[ -z "$target" || "$target" == \#* ]] && continue
  if ! ssh -o BatchMode=yes -o ConnectTimeout=8 "$target" true 2>/dev/null; then
    echo "$target unreachable"; continue
  fi
  ssh-copy-id -i "$NEW" "$target" >/dev/null 2>&1
  if ! ssh -o BatchMode=yes -o IdentitiesOnly=yes -i "$NEW_PRIV" "$target" true 2>/dev/null; then
    echo "$target new-key-failed"; exit 1
  fi
  ssh -o IdentitiesOnly=yes -i "$NEW_PRIV" "$target" \
    "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak-$STAMP && grep -vF '$OLD_KEY_B64' ~/.ssh/authorized_keys.bak-$STAMP > ~/.ssh/authorized_keys; chmod 600 ~/.ssh/authorized_keys"
  echo "$target ok"
done < "$HOSTS"
