#!/usr/bin/env bash
# Run pytest, retry only failed tests up to $RETRIES times, and report flaky vs failed honestly.
set -uo pipefail

RETRIES="${RETRIES:-2}"
log_dir=$(mktemp -d)
trap 'rm -rf "$log_dir"' EXIT

run() {  # $1 = attempt number, rest = pytest args
  local n=$1; shift
  python -m pytest -q -rf "$@" >"$log_dir/attempt$n.log" 2>&1
  local rc=$?
  grep -E '^FAILED ' "$log_dir/attempt$n.log" | awk '{print $2}' | sort -u >"$log_dir/failed$n.txt"
  local summary
  summary=$(tail -1 "$log_dir/attempt$n.log" | sed -E 's/=+//g; s/ in [0-9.]+s.*//; s/^ +| +$//g')
  echo "attempt $n${label:-}: ${summary:-no summary}"
  return $rc
}

label=""
run 1 "$@"
rc=$?
if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
  cat "$log_dir/attempt1.log"
  exit $rc            # collection error, usage error, etc.: no retries
fi

cp "$log_dir/failed1.txt" "$log_dir/initial_failed.txt"
attempt=1
while [ -s "$log_dir/failed$attempt.txt" ] && [ $attempt -le "$RETRIES" ]; do
  next=$((attempt + 1))
  mapfile -t ids <"$log_dir/failed$attempt.txt"
  label=" (${#ids[@]} tests)"
  run "$next" "${ids[@]}"
  attempt=$next
done

still_failing="$log_dir/failed$attempt.txt"
flaky=$(comm -23 "$log_dir/initial_failed.txt" "$still_failing")

echo
if [ -n "$flaky" ]; then
  echo "FLAKY (passed on retry):"
  echo "$flaky" | sed 's/^/  /'
fi
if [ -s "$still_failing" ]; then
  echo "FAILED (after $RETRIES retries):"
  sed 's/^/  /' "$still_failing"
  echo
  echo "--- last failure output ---"
  grep -E -A15 '^_{3,} ' "$log_dir/attempt$attempt.log" | head -80
  exit 1
fi
[ -n "$flaky" ] && echo "passed with $(echo "$flaky" | wc -l | tr -d ' ') flaky test(s)" || echo "all tests passed on first attempt"
exit 0
