#!/usr/bin/env python3
import argparse, collections, subprocess, xml.etree.ElementTree as ET

def run_once(i):
    path = f".flaky/run{i}.xml"
    subprocess.run(["pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={path}"], capture_output=True)
    outcomes = {}
    for tc in ET.parse(path).iter("testcase"):
        name = f"{tc.get('classname')}::{tc.get('name')}"
        outcomes[name] = "fail" if tc.find("failure") is not None or tc.find("error") is not None else "pass"
    return outcomes

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--runs", type=int, default=5); a = ap.parse_args()
    import os; os.makedirs(".flaky", exist_ok=True)
    seen = collections.defaultdict(set)
    for i in range(a.runs):
        for k, v in run_once(i).items():
            seen[k].add(v)
    flaky = sorted(k for k, v in seen.items() if len(v) > 1)
    print("\n".join(flaky) or "no flaky tests")

if __name__ == "__main__":
    main()
