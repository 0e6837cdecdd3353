#!/usr/bin/env bash
set -uo pipefail
fw="${1:?framework}"; n="${2:-20}"
cmd_tpl=$(python3 -c "import json,sys;print(json.load(open('$(dirname "$0")/../config/flake-hunter.json'))['frameworks'][sys.argv[1]])" "$fw")
out=$(mktemp -d)
for i in $(seq 1 "$n"); do
  seed=$RANDOM
  cmd=${cmd_tpl//\{seed\}/$seed}
  eval "$cmd" > "$out/run-$i.log" 2>&1
  echo "run $i seed=$seed exit=$?"
done
grep -hoE '(PASSED|FAILED) [^ ]+' "$out"/run-*.log | sort | uniq -c > flake-report.tsv
