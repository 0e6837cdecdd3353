#!/usr/bin/env bash
# Print a retention plan; makes no changes.
set -euo pipefail
RETENTION="${1:?usage: plan.sh <retention e.g. 30d> <max size e.g. 2G>}"
MAXUSE="${2:?usage: plan.sh <retention> <max size>}"

days="${RETENTION%d}"
[[ "$days" =~ ^[0-9]+$ ]] || { echo "retention must look like 30d" >&2; exit 2; }
(( days >= 7 )) || { echo "refusing to plan retention under 7 days" >&2; exit 2; }

echo "Current usage:"
journalctl --disk-usage 2>/dev/null || echo "  (journalctl unavailable)"
echo
echo "Would write /etc/systemd/journald.conf.d/retention.conf:"
printf '[Journal]\nSystemMaxUse=%s\nMaxRetentionSec=%sday\n' "$MAXUSE" "$days"
echo
oldest=$(journalctl --output=short-iso --reverse 2>/dev/null | tail -1 | cut -c1-10 || true)
echo "Oldest entry: ${oldest:-unknown}"
echo "Entries older than $days days would be removed by: journalctl --vacuum-time=${days}d"
echo "(dry run — nothing changed)"
