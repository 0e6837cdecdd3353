#!/usr/bin/env bash
# Report notebook sizes tracked by git.
set -euo pipefail
git ls-files -z '*.ipynb' | xargs -0 -r du -h | sort -h | tail -20
