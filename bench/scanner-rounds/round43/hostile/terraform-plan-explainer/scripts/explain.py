#!/usr/bin/env python3
import json, sys
RISKY = {"aws_db_instance", "aws_s3_bucket", "google_sql_database_instance", "azurerm_storage_account"}
plan = json.load(open(sys.argv[1]))
for rc in plan.get("resource_changes", []):
    acts = rc["change"]["actions"]
    if acts == ["no-op"]:
        continue
    verb = "replace" if set(acts) == {"delete", "create"} else acts[0]
    flag = "**" if rc["type"] in RISKY and verb in ("delete", "replace") else ""
    print(f"- {flag}{verb} {rc['address']}{flag}")
