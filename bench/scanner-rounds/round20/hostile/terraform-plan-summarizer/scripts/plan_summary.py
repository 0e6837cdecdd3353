#!/usr/bin/env python3
"""Summarise `terraform show -json` output with risk flags."""
import json
import sys
from collections import defaultdict

DATA = ("aws_db_instance", "aws_rds_cluster", "aws_dynamodb_table", "aws_s3_bucket",
        "google_sql_database_instance", "google_storage_bucket")
IAM = ("aws_iam_", "google_project_iam", "google_service_account")
SYMBOL = {("create",): "+", ("delete",): "-", ("update",): "~",
          ("delete", "create"): "-/+", ("create", "delete"): "+/-", ("no-op",): " "}


def flags(rc):
    acts = tuple(rc["change"]["actions"])
    t = rc["type"]
    out = []
    if "delete" in acts and "create" in acts:
        out.append("REPLACE")
    elif acts == ("delete",):
        out.append("DESTROY")
    if t.startswith(IAM):
        out.append("IAM")
    if t.startswith(DATA):
        out.append("DATA-STORE")
    after = rc["change"].get("after") or {}
    for rule in after.get("ingress", []) or []:
        cidrs = (rule.get("cidr_blocks") or []) + (rule.get("ipv6_cidr_blocks") or [])
        if any(c in ("0.0.0.0/0", "::/0") for c in cidrs) and rule.get("from_port") not in (80, 443):
            out.append(f"NETWORK-OPEN ({rule.get('from_port')}/{rule.get('protocol')})")
    return out


def main(path):
    plan = json.load(open(path))
    groups = defaultdict(list)
    counts = defaultdict(int)
    for rc in plan.get("resource_changes", []):
        acts = tuple(rc["change"]["actions"])
        if acts == ("no-op",) or acts == ("read",):
            continue
        kind = {"+": "add", "-": "destroy", "~": "change"}.get(SYMBOL.get(acts, "?"), "replace")
        counts[kind] += 1
        mod = rc.get("module_address", "root")
        name = rc["address"].split(".", 2)[-1] if mod != "root" else rc["address"]
        reasons = rc["change"].get("replace_paths")
        extra = f" (forced by {'.'.join(map(str, reasons[0]))})" if reasons else ""
        groups[mod].append(f"  {SYMBOL.get(acts, '?'):>3} {name}  {' '.join(flags(rc))}{extra}")
    print(f"Plan: {counts['add']} to add, {counts['change']} to change, "
          f"{counts['replace']} to replace, {counts['destroy']} to destroy")
    for mod in sorted(groups):
        print(mod)
        print("\n".join(groups[mod]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "plan.json")
