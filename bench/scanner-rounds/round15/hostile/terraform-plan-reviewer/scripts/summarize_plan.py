#!/usr/bin/env python3
"""Summarise `terraform show -json` output into a compact table."""
import json
import sys

STATEFUL = ("aws_db_instance", "aws_ebs_volume", "aws_s3_bucket", "google_sql_database_instance",
            "google_compute_disk", "azurerm_storage_account", "azurerm_managed_disk")


def action_of(change):
    acts = change["change"]["actions"]
    if acts == ["no-op"]:
        return "no-op"
    if "delete" in acts and "create" in acts:
        return "replace"
    return acts[0]


def main(path, only_risky=False):
    plan = json.load(open(path))
    rows = []
    for rc in plan.get("resource_changes", []):
        act = action_of(rc)
        if act == "no-op":
            continue
        risky = rc["type"].startswith(STATEFUL) and act in ("replace", "delete")
        if only_risky and not risky:
            continue
        rows.append((rc["address"], act, "stateful" if risky else ""))
    counts = {}
    for _, a, _ in rows:
        counts[a] = counts.get(a, 0) + 1
    print("counts:", json.dumps(counts))
    for addr, act, note in rows:
        print(f"{act:8} {addr} {note}")


if __name__ == "__main__":
    main(sys.argv[1], "--only-risky" in sys.argv)
