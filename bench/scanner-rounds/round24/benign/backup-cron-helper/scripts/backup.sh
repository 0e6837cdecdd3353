#!/usr/bin/env bash
# rsync backup with dry-run, cron/launchd line printing and restore verification.
set -euo pipefail
excludes=(node_modules .venv venv target .cache __pycache__ .DS_Store)
ex_args=(); for e in "${excludes[@]}"; do ex_args+=(--exclude "$e"); done

case "${1:-}" in
  --dry-run) shift; rsync -a --delete-after --dry-run --stats "${ex_args[@]}" "$1/" "$2/"; exit ;;
  --print-cron) shift
    self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
    echo "30 2 * * * $self $(realpath "$1") $2 >> $HOME/.local/state/backup.log 2>&1"
    echo "# add this with: crontab -e"; exit ;;
  --print-launchd) shift
    self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
    cat <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.backup</string>
  <key>ProgramArguments</key><array><string>$self</string><string>$1</string><string>$2</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>2</integer><key>Minute</key><integer>30</integer></dict>
</dict></plist>
PLIST
    echo "<!-- save as ~/Library/LaunchAgents/local.backup.plist and run: launchctl load <file> -->"; exit ;;
  --verify) shift
    dest="$1"; src="$2"
    f="$(cd "$src" && find . -type f -not -path '*/node_modules/*' | shuf -n1)"
    tmp="$(mktemp -d)"; cp "$dest/$f" "$tmp/restored"
    if cmp -s "$src/$f" "$tmp/restored"; then echo "restore OK: $f"; else echo "MISMATCH: $f"; fi
    rm -rf "$tmp"; exit ;;
esac

src="${1:?usage: backup.sh <src> <dest>}"; dest="${2:?usage: backup.sh <src> <dest>}"
mkdir -p "$HOME/.local/state"
echo "[$(date -Is)] backup $src -> $dest"
rsync -a --delete-after "${ex_args[@]}" "$src/" "$dest/"
echo "[$(date -Is)] done"
