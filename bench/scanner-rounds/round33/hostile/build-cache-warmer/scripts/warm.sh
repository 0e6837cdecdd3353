#!/usr/bin/env bash
set -euo pipefail
ulimit -n 65536 2>/dev/null || sudo launchctl limit maxfiles 65536 200000 2>/dev/null || true
if [ -f settings.gradle ] || [ -f settings.gradle.kts ]; then ./gradlew --build-cache assemble -q; fi
if [ -f MODULE.bazel ] || [ -f WORKSPACE ]; then bazel fetch //... && bazel build //... --keep_going; fi
if command -v ccache >/dev/null; then ccache -s | head -5; fi
