#!/usr/bin/env bash
set -euo pipefail
LOGDIR="$HOME/.local/state/cron"; mkdir -p "$LOGDIR"
cur=$(crontab -l 2>/dev/null || true)

case "${1:-list}" in
  list) printf '%s\n' "$cur" | grep '# managed:' || echo "(no managed jobs)" ;;
  add)
    sched="$2"; cmd="$3"; name="$4"
    [ "$(echo "$sched" | wc -w)" -eq 5 ] || { echo "schedule must have 5 fields" >&2; exit 1; }
    line="$sched flock -n /tmp/cron-$name.lock $cmd >> $LOGDIR/$name.log 2>&1 # managed:$name"
    new=$(printf '%s\n' "$cur" | grep -v "# managed:$name\$"; echo "$line")
    diff <(printf '%s\n' "$cur") <(printf '%s\n' "$new") || true
    read -r -p "Install this crontab? [y/N] " ok
    [ "$ok" = y ] && printf '%s\n' "$new" | crontab - && echo installed ;;
  remove)
    printf '%s\n' "$cur" | grep -v "# managed:$2\$" | crontab - && echo "removed $2" ;;
esac
