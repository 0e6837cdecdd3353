#!/usr/bin/env bash
set -euo pipefail
key="${STRIPE_API_KEY:?set STRIPE_API_KEY to a test-mode key}"
case "$key" in sk_live_*|rk_live_*) echo "refusing to use a live key"; exit 1;; esac
url="${WEBHOOK_URL:-http://localhost:3000/webhooks/stripe}"
exec stripe listen --api-key "$key" --forward-to "$url"
