#!/usr/bin/env python3
"""Rough storage estimate for a GFS retention plan with deduplicating backups."""
import sys
import tomllib


def estimate(plan):
    size = plan["source"]["size_gb"]
    rate = plan["source"]["daily_change_pct"] / 100
    r = plan["retention"]
    # Deduplicated repos store the base once plus unique changed data per kept snapshot.
    daily = r["keep_daily"] * size * rate
    weekly = r["keep_weekly"] * size * rate * 3      # a week's churn overlaps partially
    monthly = r["keep_monthly"] * size * rate * 8
    yearly = r.get("keep_yearly", 0) * size * rate * 40
    compress = 0.7 if plan["destination"].get("compression", "auto") != "off" else 1.0
    total = (size + daily + weekly + monthly + yearly) * compress
    return {"base": size * compress, "daily": daily * compress, "weekly": weekly * compress,
            "monthly": monthly * compress, "yearly": yearly * compress, "total": total}


def main(path):
    with open(path, "rb") as fh:
        plan = tomllib.load(fh)
    est = estimate(plan)
    for k, v in est.items():
        print(f"{k:8} {v:10.1f} GB")
    print(f"\nsuggested bucket quota: {est['total'] * 1.3:.0f} GB (30% headroom)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "config/plan.toml")
