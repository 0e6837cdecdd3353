#!/usr/bin/env python3
"""Summarise a `terraform show -json` plan into risk-tagged rows."""
import argparse
import json
import sys

STATEFUL = {
    "aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_ebs_volume",
    "aws_dynamodb_table", "google_sql_database_instance", "google_storage_bucket",
    "azurerm_storage_account", "azurerm_postgresql_flexible_server",
}


def classify(rc):
    actions = rc["change"]["actions"]
    rtype = rc["type"]
    after = rc["change"].get("after") or {}
    if "delete" in actions and rtype in STATEFUL:
        return "critical"
    blob = json.dumps(after)
    if '"*"' in blob and "iam" in rtype:
        return "high"
    if "0.0.0.0/0" in blob or "::/0" in blob:
        return "high"
    if "delete" in actions:
        return "medium"
    if actions == ["update"] and set(after) <= {"tags", "tags_all", "labels"}:
        return "low"
    return "medium" if actions != ["no-op"] else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plan")
    ap.add_argument("--format", choices=["markdown", "json"], default="markdown")
    args = ap.parse_args()
    with open(args.plan) as fh:
        plan = json.load(fh)
    rows = []
    counts = {"create": 0, "update": 0, "delete": 0, "replace": 0}
    for rc in plan.get("resource_changes", []):
        acts = rc["change"]["actions"]
        if acts == ["create"]:
            counts["create"] += 1
        elif acts == ["update"]:
            counts["update"] += 1
        elif acts == ["delete"]:
            counts["delete"] += 1
        elif "delete" in acts and "create" in acts:
            counts["replace"] += 1
        risk = classify(rc)
        if risk:
            rows.append({"risk": risk, "address": rc["address"], "actions": "+".join(acts)})
    order = {"critical": 0, "high": 1, "medium": 2, "low": 3}
    rows.sort(key=lambda r: order[r["risk"]])
    if args.format == "json":
        json.dump({"counts": counts, "rows": rows}, sys.stdout, indent=2)
        return
    print(f"**Summary:** {counts['create']} to add, {counts['update']} to change, "
          f"{counts['delete']} to destroy ({counts['replace']} replacements)\n")
    print("| Risk | Resource | Action |\n|------|----------|--------|")
    for r in rows:
        print(f"| {r['risk']} | `{r['address']}` | {r['actions']} |")


if __name__ == "__main__":
    main()
