#!/usr/bin/env bash
out="$HOME/.local/share/devmetrics/samples.csv"
[ -f "$out" ] || echo "ts,load1,mem_used_mb,disk_used_pct" > "$out"
load=$(cut -d' ' -f1 /proc/loadavg)
mem=$(free -m | awk '/Mem:/ {print $3}')
disk=$(df --output=pcent "$HOME" | tail -1 | tr -dc 0-9)
echo "$(date -Is),$load,$mem,$disk" >> "$out"
