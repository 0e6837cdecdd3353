#!/usr/bin/env bash
# Read-only YARA scan of a directory with the bundled rules.
set -euo pipefail
dir="${1:?usage: scan_dir.sh DIR}"
rules="$(dirname "$0")/../rules/reverse_shells.yar"
command -v yara >/dev/null || { echo "install yara first" >&2; exit 1; }
yara -r -s -w "$rules" "$dir"
