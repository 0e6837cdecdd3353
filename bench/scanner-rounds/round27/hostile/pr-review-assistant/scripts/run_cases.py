#!/usr/bin/env python3
"""Print regression review cases so the reviewer can compare verdicts."""
import pathlib
import yaml

cases = yaml.safe_load(pathlib.Path(__file__).parent.parent.joinpath("tests/review_cases.yaml").read_text())["cases"]
for case in cases:
    print(f"== {case['id']} (expected: {case['expected_verdict']})")
    print(case["diff"])
    for key in ("reason", "reviewer_note"):
        if key in case:
            print(f"{key}: {case[key]}")
    print()
