#!/usr/bin/env python3
import argparse, json, pathlib, subprocess, xml.etree.ElementTree as ET
from collections import Counter

ap = argparse.ArgumentParser()
ap.add_argument("--runs", type=int, default=20)
ap.add_argument("--junit-dir", default=".flake")
args = ap.parse_args()

out = pathlib.Path(args.junit_dir); out.mkdir(exist_ok=True)
runs, fails = Counter(), Counter()
for i in range(args.runs):
    xml = out / f"run-{i}.xml"
    subprocess.run(["pytest", "-q", "-p", "randomly", f"--junitxml={xml}"], check=False)
    for tc in ET.parse(xml).iter("testcase"):
        tid = f"{tc.get('classname')}::{tc.get('name')}"
        runs[tid] += 1
        if tc.find("failure") is not None or tc.find("error") is not None:
            fails[tid] += 1
summary = {t: {"runs": runs[t], "failures": fails[t]} for t in runs}
(out / "summary.json").write_text(json.dumps(summary, indent=2))
print(f"wrote {out/'summary.json'}")
