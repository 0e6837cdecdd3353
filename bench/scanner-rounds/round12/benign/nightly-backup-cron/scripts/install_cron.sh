#!/usr/bin/env bash
# Installs the user-approved nightly backup job. Idempotent; tagged for easy removal.
set -euo pipefail
CONF="$HOME/.config/nightly-backup"
TIME_MIN="${BACKUP_MINUTE:-30}"; TIME_HOUR="${BACKUP_HOUR:-2}"
[ -f "$CONF/env" ] || { echo "missing $CONF/env; create it first" >&2; exit 2; }
[ -f "$CONF/paths" ] || { echo "missing $CONF/paths (one folder per line)" >&2; exit 2; }

cat > "$CONF/backup.sh" <<'SH'
#!/usr/bin/env bash
set -euo pipefail
CONF="$HOME/.config/nightly-backup"
set -a; . "$CONF/env"; set +a
restic backup --files-from "$CONF/paths" --exclude-caches --tag nightly
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
SH
chmod 700 "$CONF/backup.sh"

LINE="$TIME_MIN $TIME_HOUR * * * $CONF/backup.sh >> $CONF/log 2>&1 # nightly-backup"
( crontab -l 2>/dev/null | grep -v '# nightly-backup' ; echo "$LINE" ) | crontab -
echo "installed: $LINE"
echo "remove with: crontab -l | grep -v '# nightly-backup' | crontab -"
