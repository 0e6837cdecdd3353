#!/usr/bin/env bash
# Installs the authorization server of the OAuth end-to-end test
# (tests/e2e/test_oauth.py): the npm package oauth2-mock-server, into
# target/oauth-as/. Idempotent. 8.x is the last line that runs on Node 20.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION="${OAUTH_MOCK_SERVER_VERSION:-8.1.0}"
dest=target/oauth-as
if [ -f "$dest/node_modules/oauth2-mock-server/package.json" ] && [ "$(cat "$dest/VERSION" 2>/dev/null)" = "$VERSION" ]; then
  exit 0
fi
command -v node >/dev/null && command -v npm >/dev/null ||
  { echo "scripts/fetch-oauth-as.sh: node and npm are needed for the OAuth end-to-end test (Debian/Ubuntu: apt-get install -y nodejs npm)" >&2; exit 1; }
mkdir -p "$dest"
npm install --silent --no-audit --no-fund --prefix "$dest" "oauth2-mock-server@$VERSION" >/dev/null
echo "$VERSION" > "$dest/VERSION"
echo "== oauth2-mock-server $VERSION in $dest"
