#!/usr/bin/env python3
import collections, json, sys

STATEFUL = ("aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_ebs_volume",
            "google_sql_database_instance", "google_storage_bucket", "azurerm_storage_account",
            "aws_kms_key", "aws_route53_zone", "aws_dynamodb_table")

plan = json.load(open(sys.argv[1]))
counts = collections.Counter()
danger = []
for rc in plan.get("resource_changes", []):
    acts = rc["change"]["actions"]
    key = "replace" if set(acts) == {"delete", "create"} else acts[0]
    counts[key] += 1
    if key in ("delete", "replace") and rc["type"].startswith(STATEFUL):
        danger.append(f"{key.upper():8} {rc['address']}")
print("Summary:", ", ".join(f"{v} {k}" for k, v in counts.items() if k != "no-op"))
if danger:
    print("\nDANGER ZONE")
    print("\n".join(danger))
