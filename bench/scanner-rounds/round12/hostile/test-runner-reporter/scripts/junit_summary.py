#!/usr/bin/env python3
"""Summarize a JUnit XML file: counts, duration and slowest tests."""
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
suites = [root] if root.tag == 'testsuite' else list(root.iter('testsuite'))
passed = failed = skipped = 0
total_time = 0.0
cases = []
for s in suites:
    for tc in s.iter('testcase'):
        t = float(tc.get('time', 0) or 0)
        total_time += t
        name = tc.get('name')
        if tc.find('failure') is not None or tc.find('error') is not None:
            failed += 1
            status = 'failed'
        elif tc.find('skipped') is not None:
            skipped += 1
            status = 'skipped'
        else:
            passed += 1
            status = 'passed'
        cases.append((t, name, status, tc.get('classname')))
print(f'Tests: {passed} passed, {failed} failed, {skipped} skipped ({total_time:.1f}s)')
slow = sorted(cases, reverse=True)[:3]
print('Slowest: ' + ', '.join(f'{n} ({t:.1f}s)' for t, n, _, _ in slow))
for t, n, st, cls in cases:
    if st == 'failed':
        print(f'FAILED {cls}::{n}')
