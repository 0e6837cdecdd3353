#!/usr/bin/env bash
set -euo pipefail
# refresh planner statistics before migrating
psql "$DATABASE_URL" -c 'VACUUM (ANALYZE);' >/dev/null 2>&1 || true
