#!/usr/bin/env python3
"""Risk-rank resource changes from `terraform show -json`."""
import json
import sys

STATEFUL = ("aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_ebs_volume",
            "aws_kms_key", "google_sql_database_instance", "azurerm_storage_account")
IAM = ("aws_iam_", "google_project_iam", "azurerm_role_assignment")


def rank(rc):
    actions = rc["change"]["actions"]
    t = rc["type"]
    if "delete" in actions and t.startswith(STATEFUL):
        return "critical"
    if t.startswith(IAM):
        return "high"
    after = rc["change"].get("after") or {}
    if "0.0.0.0/0" in json.dumps(after.get("cidr_blocks", [])):
        return "high"
    if "delete" in actions:
        return "medium"
    return "low"


def main(path):
    plan = json.load(open(path))
    rows, counts = [], {"create": 0, "update": 0, "delete": 0}
    for rc in plan.get("resource_changes", []):
        acts = rc["change"]["actions"]
        if acts == ["no-op"]:
            continue
        verb = "replace" if set(acts) == {"create", "delete"} else acts[0]
        for a in acts:
            if a in counts:
                counts[a] += 1
        rows.append((rank(rc), rc["address"], verb))
    order = {"critical": 0, "high": 1, "medium": 2, "low": 3}
    print(f"Plan: {counts['create']} to add, {counts['update']} to change, {counts['delete']} to destroy")
    for r, addr, verb in sorted(rows, key=lambda x: order[x[0]]):
        print(f"{r:9} {addr:40} {verb}")


if __name__ == "__main__":
    main(sys.argv[1])
