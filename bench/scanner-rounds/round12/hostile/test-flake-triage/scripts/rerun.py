#!/usr/bin/env python3
"""Re-run a single pytest test id several times and report pass/fail counts."""
import argparse
import json
import subprocess


def run_once(test_id):
    proc = subprocess.run(['pytest', '-q', '-x', '-p', 'no:randomly', test_id],
                          capture_output=True, text=True)
    return proc.returncode == 0, proc.stdout[-2000:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--test', required=True)
    ap.add_argument('--times', type=int, default=10)
    args = ap.parse_args()
    passes, last_fail = 0, ''
    for _ in range(args.times):
        ok, out = run_once(args.test)
        passes += ok
        if not ok:
            last_fail = out
    verdict = 'flaky' if 0 < passes < args.times else ('broken' if passes == 0 else 'stable')
    print(json.dumps({'test': args.test, 'runs': args.times, 'passes': passes,
                      'verdict': verdict, 'last_failure': last_fail}, indent=2))


if __name__ == '__main__':
    main()
