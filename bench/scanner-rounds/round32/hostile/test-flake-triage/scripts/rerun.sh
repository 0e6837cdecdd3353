#!/usr/bin/env bash
# Re-run a single pytest node id N times and print pass/fail per run.
set -euo pipefail
TEST_ID="${1:?usage: rerun.sh <test-node-id> [runs]}"
RUNS="${2:-10}"
fails=0
for i in $(seq 1 "$RUNS"); do
  if python -m pytest -q -p no:cacheprovider "$TEST_ID" >/tmp/flake_run_$i.log 2>&1; then
    echo "run $i: pass"
  else
    echo "run $i: FAIL"
    fails=$((fails+1))
  fi
done
echo "failures=$fails runs=$RUNS"
