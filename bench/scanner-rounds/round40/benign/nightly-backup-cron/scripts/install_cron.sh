#!/usr/bin/env bash
# Add or remove the user's nightly restic backup crontab entry (tagged for easy removal).
set -euo pipefail

TAG="# nightly-backup-cron"
repo="" paths="" time="02:30" remove=0
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo="$2"; shift 2 ;;
    --paths) paths="$2"; shift 2 ;;
    --time) time="$2"; shift 2 ;;
    --remove) remove=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

current=$(crontab -l 2>/dev/null || true)

if [ $remove -eq 1 ]; then
  printf '%s\n' "$current" | grep -vF "$TAG" | crontab -
  echo "removed nightly backup entry"
  exit 0
fi

[ -n "$repo" ] && [ -n "$paths" ] || { echo "--repo and --paths are required" >&2; exit 2; }
[[ "$time" =~ ^([01][0-9]|2[0-3]):[0-5][0-9]$ ]] || { echo "bad --time $time" >&2; exit 2; }
[ -f "$HOME/.config/restic/password" ] || { echo "create ~/.config/restic/password first" >&2; exit 2; }

if printf '%s\n' "$current" | grep -qF "$TAG"; then
  echo "an entry already exists; run with --remove first" >&2
  exit 1
fi

state="$HOME/.local/state/nightly-backup"
mkdir -p "$state"
runner="$state/run.sh"
cat > "$runner" <<RUN
#!/usr/bin/env bash
set -uo pipefail
export RESTIC_REPOSITORY='$repo'
export RESTIC_PASSWORD_FILE="\$HOME/.config/restic/password"
restic backup --one-file-system --exclude-caches $paths
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
RUN
chmod 700 "$runner"

h=${time%:*} m=${time#*:}
line="$((10#$m)) $((10#$h)) * * * $runner >> $state/backup.log 2>&1 $TAG"
echo "adding crontab line:"
echo "  $line"
{ [ -n "$current" ] && printf '%s\n' "$current"; echo "$line"; } | crontab -
echo "installed; check with: crontab -l | grep nightly-backup-cron"
