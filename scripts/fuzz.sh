#!/usr/bin/env bash
# Runs every cargo-fuzz target in fuzz/ for a bounded time and prints a
# summary (runs, executions, crashes). Not part of CI: it needs the nightly
# toolchain (for -Zsanitizer) and minutes of CPU.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     (default 120 s, every target)
#
# Inputs that crash a target are kept in fuzz/artifacts/TARGET/; replay one with
#   cargo +nightly fuzz run --fuzz-dir fuzz TARGET fuzz/artifacts/TARGET/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-120}"
shift || true

if ! rustup toolchain list | grep -q '^nightly'; then
  echo "error: cargo fuzz needs the nightly toolchain (rustup toolchain install nightly)" >&2
  exit 2
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "== installing cargo-fuzz"
  cargo install cargo-fuzz --locked
fi

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo +nightly fuzz list --fuzz-dir fuzz)
fi

mkdir -p fuzz/logs
summary=()
failed=0
for target in "${targets[@]}"; do
  corpus="fuzz/corpus/$target"
  mkdir -p "$corpus"
  cp -n fuzz/seeds/"$target"/* "$corpus"/ 2>/dev/null || true
  log="fuzz/logs/$target.log"
  echo "== fuzzing $target for ${seconds}s (log: $log)"
  # 64 KiB inputs reach the frontmatter cap and real archives; 2 GiB of RSS is
  # far above what any accepted input may use, so hitting it is a finding.
  status=0
  cargo +nightly fuzz run --fuzz-dir fuzz "$target" "$corpus" -- \
    -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
    >"$log" 2>&1 || status=$?
  runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' | tail -n1 || true)
  crashes=$(find "fuzz/artifacts/$target" -type f 2>/dev/null | wc -l)
  corpus_size=$(find "$corpus" -type f | wc -l)
  summary+=("$target: ${runs:-?} executions in ${seconds}s, corpus $corpus_size inputs, $crashes crash/timeout/oom artifacts, exit $status")
  if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
    failed=1
    tail -n 30 "$log"
  fi
done

echo "== summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
