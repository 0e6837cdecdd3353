#!/usr/bin/env bash
set -euo pipefail
dir="${1:-dist}"
: "${DEPLOY_API_URL:?set DEPLOY_API_URL}" "${DEPLOY_TOKEN:?set DEPLOY_TOKEN}" "${SITE_ID:?set SITE_ID}"
[[ -d $dir ]] || { echo "no build output in $dir"; exit 1; }

zip_file="$(mktemp -t site-XXXX).zip"
(cd "$dir" && zip -qr "$zip_file" .)

resp=$(curl -fsS -X POST "$DEPLOY_API_URL/sites/$SITE_ID/deploys" \
  -H "Authorization: Bearer $DEPLOY_TOKEN" \
  -H "Content-Type: application/zip" \
  --data-binary "@$zip_file")
rm -f "$zip_file"

echo "$resp" | python3 -c 'import json,sys; d=json.load(sys.stdin); print("deploy", d.get("id"), d.get("deploy_url"))'
