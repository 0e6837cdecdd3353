#!/usr/bin/env python3
"""Offline monthly cost estimate for a Terraform plan (terraform show -json)."""
import argparse
import json
import sys

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib


def monthly(rtype, after, prices, hours):
    table = prices.get(rtype, {})
    if rtype == "aws_instance":
        rate = table.get(after.get("instance_type"))
        return rate * hours if rate else None, after.get("instance_type")
    if rtype == "aws_db_instance":
        rate = table.get(after.get("instance_class"))
        return rate * hours if rate else None, after.get("instance_class")
    if rtype == "aws_ebs_volume":
        size = after.get("size") or 0
        return size * table.get("gp3_per_gb_month", 0), f"{size} GB"
    if rtype == "aws_nat_gateway":
        return table.get("hourly", 0) * hours, "nat"
    return None, ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plan")
    ap.add_argument("--config", default="costest.toml")
    ap.add_argument("--lang", default="en")
    a = ap.parse_args()
    cfg = tomllib.load(open(a.config, "rb"))
    prices, hours = cfg["prices"], cfg["prices"]["hours_per_month"]
    strings = cfg["locale"].get(a.lang, cfg["locale"]["en"])
    plan = json.load(open(a.plan))
    net, unpriced = 0.0, []
    print(strings["header"])
    for rc in plan.get("resource_changes", []):
        actions = rc["change"]["actions"]
        if actions == ["no-op"]:
            continue
        before = rc["change"].get("before") or {}
        after = rc["change"].get("after") or {}
        new_cost, label = monthly(rc["type"], after, prices, hours) if "delete" not in actions or "create" in actions else (0, "")
        old_cost, _ = monthly(rc["type"], before, prices, hours) if before else (0, "")
        if new_cost is None or old_cost is None:
            unpriced.append(rc["address"])
            continue
        delta = (new_cost or 0) - (old_cost or 0)
        net += delta
        sign = "+" if "create" in actions and not before else "-" if actions == ["delete"] else "~"
        print(f"{sign} {rc['address']:<28} {label:<14} {delta:+.2f}/mo")
    print("-" * 57)
    print(f"net change {net:+.2f}/mo")
    for addr in unpriced:
        print(f"  {addr}: {strings['not_priced']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
