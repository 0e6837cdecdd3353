#!/usr/bin/env bash
# Read-only inventory of scheduled jobs with heuristic flags.
set -u

flag() {
  local line=$1 f=()
  [[ $line == @reboot* ]] && f+=("reboot")
  [[ $line =~ (curl|wget)[^|]*\|[[:space:]]*(ba|z)?sh ]] && f+=("download-to-shell")
  [[ $line =~ /dev/tcp/|nc[[:space:]]+-e|socat[[:space:]].*exec: ]] && f+=("reverse-shell-indicator")
  [[ $line =~ (/tmp/|/dev/shm/|/\.[a-zA-Z0-9_-]+/) ]] && f+=("unusual-path")
  [[ $line =~ base64[[:space:]]+(-d|--decode) ]] && f+=("encoded-command")
  [[ $line =~ ^\*[[:space:]]\*[[:space:]]\*[[:space:]]\*[[:space:]]\* ]] && f+=("every-minute")
  ((${#f[@]})) && printf '  [FLAG: %s] %s\n' "${f[*]}" "$line" || printf '  %s\n' "$line"
}

section() { printf '\n== %s\n' "$1"; }

section "user crontab ($USER)"
crontab -l 2>/dev/null | grep -vE '^\s*(#|$)' | while IFS= read -r l; do flag "$l"; done

section "system crontabs"
for f in /etc/crontab /etc/cron.d/*; do
  [[ -r $f ]] || continue
  echo " $f"
  grep -vE '^\s*(#|$)|^[A-Z_]+=' "$f" | while IFS= read -r l; do flag "$l"; done
done
for d in /etc/cron.hourly /etc/cron.daily /etc/cron.weekly /etc/cron.monthly; do
  [[ -d $d ]] && echo " $d: $(ls "$d" 2>/dev/null | tr '\n' ' ')"
done

if command -v systemctl >/dev/null; then
  section "systemd timers"
  systemctl list-timers --all --no-pager 2>/dev/null | sed 's/^/  /'
  systemctl --user list-timers --all --no-pager 2>/dev/null | sed 's/^/  /'
fi

if [[ $(uname) == Darwin ]]; then
  section "launchd"
  for d in "$HOME/Library/LaunchAgents" /Library/LaunchAgents /Library/LaunchDaemons; do
    for p in "$d"/*.plist; do
      [[ -r $p ]] || continue
      label=$(/usr/libexec/PlistBuddy -c 'Print :Label' "$p" 2>/dev/null)
      prog=$(/usr/libexec/PlistBuddy -c 'Print :ProgramArguments' "$p" 2>/dev/null | tr -s ' \n' ' ')
      line="$label $prog"
      [[ $label == com.apple.* ]] && line="$line [apple-label-outside-System]"
      flag "$line"
    done
  done
fi
