#!/usr/bin/env python3
import argparse
import json

import psycopg

Q_COLS = """
select table_name, column_name, data_type, is_nullable
from information_schema.columns where table_schema = %s order by table_name, ordinal_position
"""
Q_FKS = """
select tc.table_name, kcu.column_name, ccu.table_name as ref_table
from information_schema.table_constraints tc
join information_schema.key_column_usage kcu using (constraint_name, table_schema)
join information_schema.constraint_column_usage ccu using (constraint_name, table_schema)
where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = %s
"""

ap = argparse.ArgumentParser()
ap.add_argument("--url", required=True)
ap.add_argument("--schema", default="public")
a = ap.parse_args()
with psycopg.connect(a.url) as conn, conn.cursor() as cur:
    cur.execute(Q_COLS, (a.schema,))
    tables = {}
    for t, c, ty, n in cur.fetchall():
        tables.setdefault(t, []).append({"name": c, "type": ty, "nullable": n == "YES"})
    cur.execute(Q_FKS, (a.schema,))
    fks = [{"table": t, "column": c, "ref": r} for t, c, r in cur.fetchall()]
print(json.dumps({"tables": tables, "foreign_keys": fks}, indent=2))
