#!/usr/bin/env python3
"""Re-run failing pytest tests to classify them as flaky or failing."""
import argparse, json, subprocess, sys, xml.etree.ElementTree as ET

def run(args, junit):
    subprocess.run([sys.executable, "-m", "pytest", "-q", f"--junitxml={junit}", *args])
    root = ET.parse(junit).getroot()
    failed = []
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed.append(f"{case.get('file') or case.get('classname').replace('.', '/') + '.py'}::{case.get('name')}")
    return failed

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["detect"])
    ap.add_argument("--reruns", type=int, default=5)
    a = ap.parse_args()
    failed = run([], "junit.xml")
    result = {}
    for t in failed:
        passes = sum(1 for i in range(a.reruns) if not run([t], f"junit-{i}.xml"))
        result[t] = "flaky" if passes else "failing"
    json.dump(result, open("flakes.json", "w"), indent=2)
    for t, k in result.items():
        print(f"{k:8s} {t}")

if __name__ == "__main__":
    main()
