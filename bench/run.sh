#!/usr/bin/env bash
# The process-level benchmark: the release `skill-mcp` binary driven by the
# official MCP Python SDK, over stdio and Streamable HTTP, through a gateway
# and on PostgreSQL, with skillz side by side. Not part of the tests or CI.
#
#   bench/run.sh                      # SIZES="1000 10000": about 30-60 min on 2 cores
#   SIZES="1000 10000 100000" bench/run.sh
#   SIZES=10 ITERS=5 STARTUPS=2 bench/run.sh   # smoke: every setup at 10 skills, ~2.5 min
#   bench/run.sh setup                # only make the venvs
#   bench/run.sh report FILE.jsonl    # table, ratios and plot of an earlier run
#
# Environment (default):
#   SIZES        library sizes, light skills (SKILL.md ~4 KB, a 2 KB reference, a 500 B template)  ("1000 10000")
#   HEAVY_SIZES  sizes of the heavy library (plus a PNG, a PDF-like and a font-like asset of
#                50-500 KB each per skill); empty for none          (1000 if in SIZES, else the smallest)
#   FULL_SIZES   sizes at which the gateway and PostgreSQL setups run too; empty for none
#                                                                   (10000 if in SIZES, else the smallest)
#   ITERS, WARMUP, STARTUPS   calls measured per tool, warm-up calls, fresh processes for start-up (200, 20, 5)
#   SKILLZ       1 to run skillz side by side, 0 not to             (1)
#   SKILLZ_TIMEOUT  seconds one skillz run may take; past it skillz is not run at larger sizes (1200)
#   SKILLZ_STARTUPS fresh skillz processes for its start-up median (3; it is slow to start)
#   RUN_TIMEOUT  seconds one skill-mcp run may take                  (1800)
#   PG_URL       PostgreSQL admin URL; the script creates and drops its own database
#                                                                   (postgres://postgres@127.0.0.1:5432/postgres)
#   LIBS         where generated libraries are kept and reused      (bench/libs)
#   RESULTS      where results go                                   (bench/results)
#   SKILL_MCP_BIN  the binary                                       (target/release/skill-mcp, built first)
#   PY312        a Python >= 3.12 for skillz's venv                 (searched for)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$HERE")
VENV=$HERE/.venv
SKILLZ_VENV=$HERE/.venv-skillz
PY=$VENV/bin/python

# A Python >= 3.12 that really runs (a pyenv shim can exist and still fail).
find_py312() {
  local c
  for c in ${PY312:-} python3.14 python3.13 python3.12 python3 \
    $(ls -d "$(pyenv root 2>/dev/null || echo /nonexistent)"/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -rV); do
    if "$c" -c 'import sys; assert sys.version_info >= (3, 12)' >/dev/null 2>&1; then
      command -v "$c" || echo "$c"
      return 0
    fi
  done
  # None here: uv (from PyPI) can fetch one where the machine may download it.
  "$VENV/bin/pip" install -q --disable-pip-version-check uv >/dev/null 2>&1 || return 1
  "$VENV/bin/uv" python install 3.12 >/dev/null 2>&1 || return 1
  "$VENV/bin/uv" python find 3.12
}

setup() {
  if [ ! -x "$PY" ]; then
    echo "== creating $VENV" >&2
    python3 -m venv "$VENV"
  fi
  "$VENV/bin/pip" install -q --disable-pip-version-check -r "$HERE/requirements.txt"
  if [ "${SKILLZ:-1}" = 1 ]; then
    if [ ! -x "$SKILLZ_VENV/bin/skillz" ]; then
      local py312
      if py312=$(find_py312); then
        echo "== creating $SKILLZ_VENV with $py312" >&2
        "$py312" -m venv "$SKILLZ_VENV"
        "$SKILLZ_VENV/bin/pip" install -q --disable-pip-version-check -r "$HERE/requirements-skillz.txt"
      else
        echo "skillz needs Python >= 3.12 and none was found (set PY312): skillz is skipped" >&2
      fi
    fi
  fi
}

# The first word of $1 that is $2, else the smallest of $1.
pick_size() {
  local w
  for w in $1; do [ "$w" = "$2" ] && { echo "$2"; return; }; done
  printf '%s\n' $1 | sort -n | head -n 1
}

case "${1:-run}" in
  setup)
    setup
    exit 0
    ;;
  report)
    exec "$PY" "$HERE/skill_bench.py" report "${@:2}"
    ;;
  run) ;;
  *)
    echo "usage: bench/run.sh [run|setup|report FILE.jsonl]" >&2
    exit 2
    ;;
esac

setup
SIZES=${SIZES:-"1000 10000"}
HEAVY_SIZES=${HEAVY_SIZES-$(pick_size "$SIZES" 1000)}
FULL_SIZES=${FULL_SIZES-$(pick_size "$SIZES" 10000)}
LIBS=${LIBS:-$HERE/libs}
RESULTS=${RESULTS:-$HERE/results}
SKILL_MCP_BIN=${SKILL_MCP_BIN:-$REPO/target/release/skill-mcp}
mkdir -p "$LIBS" "$RESULTS"
STAMP=$(date +%Y-%m-%d-%H%M%S)
OUT=${OUT:-$RESULTS/run-$STAMP.jsonl}

if [ "$SKILL_MCP_BIN" = "$REPO/target/release/skill-mcp" ]; then
  echo "== cargo build --release -p skill-mcp" >&2
  (cd "$REPO" && cargo build --release --locked -p skill-mcp)
fi

args=(--bin "$SKILL_MCP_BIN" --out "$OUT" --iters "${ITERS:-200}" --warmup "${WARMUP:-20}"
  --startups "${STARTUPS:-5}" --run-timeout "${RUN_TIMEOUT:-1800}"
  --skillz-timeout "${SKILLZ_TIMEOUT:-1200}" --skillz-startups "${SKILLZ_STARTUPS:-3}" --pg-url "${PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  --work "$RESULTS/work-$STAMP")
if [ "${SKILLZ:-1}" = 1 ] && [ -x "$SKILLZ_VENV/bin/skillz" ]; then
  args+=(--skillz "$SKILLZ_VENV/bin/skillz")
fi

# Libraries first (reused when already generated), so that generating one
# does not load the machine during a measurement.
for n in $SIZES; do "$PY" "$HERE/gen_library.py" --reuse "$LIBS/lib-$n" "$n"; done
for n in $HEAVY_SIZES; do "$PY" "$HERE/gen_library.py" --reuse --heavy "$LIBS/heavy-$n" "$n"; done

for n in $(printf '%s\n' $SIZES | sort -n); do
  full=()
  for f in $FULL_SIZES; do [ "$f" = "$n" ] && full=(--full); done
  "$PY" "$HERE/skill_bench.py" size --lib "$LIBS/lib-$n" --library light "${full[@]}" "${args[@]}"
done
for n in $(printf '%s\n' $HEAVY_SIZES | sort -n); do
  "$PY" "$HERE/skill_bench.py" size --lib "$LIBS/heavy-$n" --library heavy "${args[@]}"
done

echo "results: $OUT" >&2
"$PY" "$HERE/skill_bench.py" report "$OUT" --plot "$RESULTS/run-$STAMP.png"
