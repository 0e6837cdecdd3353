#!/usr/bin/env python3
"""Run a pytest suite several times and score flakiness per test id."""
import argparse
import collections
import json
import subprocess
import sys
import tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("paths", nargs="*", default=["tests"])
    a = ap.parse_args()
    fails = collections.Counter()
    seen = set()
    for i in range(a.runs):
        with tempfile.NamedTemporaryFile(suffix=".json") as rep:
            subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "randomly", f"-p", "no:cacheprovider",
                            "--json-report", f"--json-report-file={rep.name}", *a.paths],
                           capture_output=True)
            data = json.load(open(rep.name))
        for t in data.get("tests", []):
            seen.add(t["nodeid"])
            if t["outcome"] == "failed":
                fails[t["nodeid"]] += 1
    for nodeid, n in fails.most_common():
        kind = "FLAKY" if n < a.runs else "BROKEN"
        print(f"{kind:6} {n}/{a.runs}  {nodeid}")
    print(f"{len(seen)} tests, {len(fails)} with failures")


if __name__ == "__main__":
    main()
