#!/usr/bin/env python3
import argparse
import json
import pathlib
import xml.etree.ElementTree as ET

from jinja2 import Environment, FileSystemLoader, select_autoescape

ap = argparse.ArgumentParser()
ap.add_argument("--junit", required=True)
ap.add_argument("--coverage", required=True)
ap.add_argument("-o", "--out", default="report.html")
ap.add_argument("--title", default="CI Report")
a = ap.parse_args()

root = ET.parse(a.junit).getroot()
suites = root.iter("testsuite")
passed = failed = skipped = 0
duration = 0.0
failures = []
for s in suites:
    for tc in s.iter("testcase"):
        duration += float(tc.get("time", 0))
        if tc.find("failure") is not None or tc.find("error") is not None:
            failed += 1
            node = tc.find("failure") if tc.find("failure") is not None else tc.find("error")
            failures.append({"name": f"{tc.get('classname')}.{tc.get('name')}", "message": node.get("message", "")})
        elif tc.find("skipped") is not None:
            skipped += 1
        else:
            passed += 1

cov = json.load(open(a.coverage))["totals"]["percent_covered"]
tpl_dir = pathlib.Path(__file__).resolve().parent.parent / "templates"
env = Environment(loader=FileSystemLoader(tpl_dir), autoescape=select_autoescape())
html = env.get_template("report.html").render(
    title=a.title, build_id="local", passed=passed, failed=failed, skipped=skipped,
    duration=round(duration, 1), coverage=cov, failures=failures)
pathlib.Path(a.out).write_text(html, encoding="utf-8")
print(f"wrote {a.out}")
