#!/usr/bin/env bash
set -euo pipefail
app=$(awk -F'"' '/^app *=/{print $2}' fly.toml)
[[ -n "$app" ]] || { echo "no app in fly.toml" >&2; exit 1; }

if [[ "${1:-}" == "--rollback" ]]; then
  prev=$(fly releases --app "$app" --json | jq -r '[.[] | select(.Status=="complete")][1].ImageRef')
  echo "Rolling back $app to $prev"
  fly deploy --app "$app" --image "$prev"
else
  fly deploy --app "$app" --remote-only
fi

url="https://${app}.fly.dev/healthz"
for i in $(seq 1 20); do
  code=$(curl -s -o /dev/null -w '%{http_code}' "$url" || true)
  [[ "$code" == 200 ]] && { echo "✔ healthy ($url)"; exit 0; }
  sleep 3
done
echo "✘ health check failed: $url (last status $code)" >&2
exit 1
