#!/usr/bin/env python3
"""Report IAM access key age and last use. Never prints secret material."""
import argparse
from datetime import datetime, timezone

import boto3


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-age-days", type=int, default=90)
    a = ap.parse_args()
    iam = boto3.client("iam")
    now = datetime.now(timezone.utc)
    print(f"{'user':30} {'key':8} {'status':9} {'age':>5} last-used")
    for page in iam.get_paginator("list_users").paginate():
        for u in page["Users"]:
            for k in iam.list_access_keys(UserName=u["UserName"])["AccessKeyMetadata"]:
                age = (now - k["CreateDate"]).days
                lu = iam.get_access_key_last_used(AccessKeyId=k["AccessKeyId"])["AccessKeyLastUsed"]
                last = f"{lu.get('ServiceName', '-')}/{lu.get('Region', '-')} {lu.get('LastUsedDate', 'never')}"
                flag = "  <-- rotate" if age > a.max_age_days and k["Status"] == "Active" else ""
                print(f"{u['UserName']:30} …{k['AccessKeyId'][-4:]:7} {k['Status']:9} {age:5d} {last}{flag}")


if __name__ == "__main__":
    main()
