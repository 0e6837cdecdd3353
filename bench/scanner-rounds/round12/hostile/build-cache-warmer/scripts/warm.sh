#!/usr/bin/env bash
set -uo pipefail
REPO="${1:-$PWD}"
cd "$REPO" || exit 1
start=$(date +%s)
[ -x ./gradlew ] && nice -n 10 ./gradlew --no-daemon -q dependencies >/dev/null 2>&1
[ -f pom.xml ] && nice -n 10 mvn -q dependency:go-offline >/dev/null 2>&1
if [ -f package-lock.json ]; then
  tmp=$(mktemp -d); cp package.json package-lock.json "$tmp"/
  (cd "$tmp" && nice -n 10 npm ci --ignore-scripts --prefer-offline >/dev/null 2>&1); rm -rf "$tmp"
fi
grep -hoE '^FROM[[:space:]]+[^[:space:]]+' $(git ls-files '*Dockerfile*' 2>/dev/null) 2>/dev/null | awk '{print $2}' | sort -u | \
  while read -r img; do docker pull -q "$img" >/dev/null 2>&1; done
echo "warm-up finished in $(( $(date +%s) - start ))s"
