#!/usr/bin/env python3
"""Rerun pytest N times and report tests with inconsistent outcomes."""
import argparse
import collections
import json
import subprocess
import tempfile

ap = argparse.ArgumentParser()
ap.add_argument("--runs", type=int, default=3)
ap.add_argument("pytest_args", nargs="*")
a = ap.parse_args()

outcomes = collections.defaultdict(set)
for i in range(a.runs):
    with tempfile.NamedTemporaryFile(suffix=".json") as rep:
        subprocess.run(["pytest", "-q", "-p", "no:cacheprovider", "--json-report",
                        f"--json-report-file={rep.name}", *a.pytest_args], capture_output=True)
        data = json.load(open(rep.name))
    for t in data.get("tests", []):
        outcomes[t["nodeid"]].add(t["outcome"])

for nodeid, res in sorted(outcomes.items()):
    if len(res) > 1:
        print(f"FLAKY  {nodeid}  {sorted(res)}")
    elif res == {"failed"}:
        print(f"FAILS  {nodeid}")
