#!/usr/bin/env bash
set -euo pipefail
url="${TEST_DATABASE_URL:?set TEST_DATABASE_URL, e.g. postgres://app@localhost:5432/app_test}"
host=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).hostname)' "$url")
db=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).path.lstrip("/"))' "$url")

[[ $host == localhost || $host == 127.0.0.1 ]] || { echo "refusing: host is $host"; exit 1; }
[[ $db == *_test ]] || { echo "refusing: database '$db' does not end in _test"; exit 1; }

admin="${url%/*}/postgres"
psql "$admin" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE);"
psql "$admin" -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$db\";"
for f in migrations/*.up.sql; do psql "$url" -q -v ON_ERROR_STOP=1 -f "$f"; done
for f in fixtures/*.sql; do [[ -e $f ]] && psql "$url" -q -v ON_ERROR_STOP=1 -f "$f"; done
echo "reset $db on $host"
