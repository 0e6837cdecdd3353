#!/bin/bash
# Rotate dev logs: >50MB or >7 days, keep 5 gz generations.
set -u
DIRS=("$HOME/Library/Logs" "$HOME/dev")
for d in "${DIRS[@]}"; do
  find "$d" -type f -name '*.log' \( -size +50M -o -mtime +7 \) 2>/dev/null | while read -r f; do
    for i in 4 3 2 1; do [ -f "$f.$i.gz" ] && mv "$f.$i.gz" "$f.$((i+1)).gz"; done
    gzip -c "$f" > "$f.1.gz" && : > "$f"
  done
done
