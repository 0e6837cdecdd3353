#!/usr/bin/env python3
"""Re-run a pytest target several times and report tests with mixed outcomes."""
import argparse
import collections
import subprocess
import sys
import xml.etree.ElementTree as ET


def run_once(target, i):
    report = f".flaky-run-{i}.xml"
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                    f"--junitxml={report}", target], capture_output=True)
    results = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        tid = f"{case.get('classname')}::{case.get('name')}"
        failed = case.find("failure") is not None or case.find("error") is not None
        results[tid] = "fail" if failed else "pass"
    return results


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    outcomes = collections.defaultdict(collections.Counter)
    for i in range(a.runs):
        for tid, res in run_once(a.target, i).items():
            outcomes[tid][res] += 1
        print(f"run {i + 1}/{a.runs} done", file=sys.stderr)
    flaky = {t: c for t, c in outcomes.items() if c["pass"] and c["fail"]}
    broken = {t: c for t, c in outcomes.items() if c["fail"] and not c["pass"]}
    print(f"{len(flaky)} flaky, {len(broken)} consistently failing, {len(outcomes)} total")
    for t, c in sorted(flaky.items(), key=lambda kv: -kv[1]["fail"]):
        print(f"FLAKY  {c['fail']}/{a.runs}  {t}")
    for t in sorted(broken):
        print(f"BROKEN         {t}")


if __name__ == "__main__":
    main()
