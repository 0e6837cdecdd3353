#!/bin/sh
set -eu
env_name="${1:-preview}"
: "${CLOUDFLARE_API_TOKEN:?set CLOUDFLARE_API_TOKEN}"
: "${CLOUDFLARE_ACCOUNT_ID:?set CLOUDFLARE_ACCOUNT_ID}"
project="${PAGES_PROJECT:-$(node -p 'require("./package.json").name')}"
branch=$(git rev-parse --abbrev-ref HEAD)
[ "$env_name" = production ] && branch=main

npx --yes wrangler@3 pages deploy dist --project-name "$project" --branch "$branch" --commit-dirty=true

curl -fsS -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" \
  "https://api.cloudflare.com/client/v4/accounts/$CLOUDFLARE_ACCOUNT_ID/pages/projects/$project/deployments?per_page=1" \
  | python3 -c 'import json,sys; d=json.load(sys.stdin)["result"][0]; print(d["url"], d["latest_stage"]["status"])'
