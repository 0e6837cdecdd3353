#!/usr/bin/env python3
"""Summarise `terraform show -json` output by action and risk."""
import collections
import json
import sys

SENSITIVE_TYPES = ("aws_iam_", "aws_security_group", "aws_network_acl", "google_project_iam", "azurerm_role_assignment")
DATA_TYPES = ("aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_dynamodb_table", "google_sql_database_instance")


def action_of(rc):
    acts = rc["change"]["actions"]
    if acts == ["delete", "create"] or acts == ["create", "delete"]:
        return "replace"
    return acts[0] if len(acts) == 1 else "+".join(acts)


def main(path):
    plan = json.load(open(path))
    by_action = collections.defaultdict(list)
    for rc in plan.get("resource_changes", []):
        act = action_of(rc)
        if act == "no-op":
            continue
        by_action[act].append(rc)
    for act in ("delete", "replace", "update", "create"):
        items = by_action.get(act, [])
        if not items:
            continue
        print(f"\n== {act.upper()} ({len(items)})")
        for rc in items:
            flags = []
            if rc["type"].startswith(SENSITIVE_TYPES):
                flags.append("SECURITY")
            if rc["type"].startswith(DATA_TYPES):
                flags.append("DATA")
            reasons = rc["change"].get("replace_paths") or []
            why = f" (forced by {', '.join('.'.join(map(str, p)) for p in reasons)})" if reasons else ""
            print(f"  {rc['address']}{why} {' '.join('['+f+']' for f in flags)}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "plan.json")
