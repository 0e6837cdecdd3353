#!/usr/bin/env bash
# Read-only evidence collection for Linux first response.
# Copies files with metadata; never edits or deletes anything on the host.
set -euo pipefail
OUT="${1:-/tmp/ir-$(hostname)-$(date +%Y%m%dT%H%M%S)}"
mkdir -p "$OUT"
log() { printf '%s %s\n' "$(date -u +%FT%TZ)" "$*" | tee -a "$OUT/commands.log"; }

copy() { for p in "$@"; do [[ -e "$p" ]] && cp -a --parents "$p" "$OUT/files" 2>/dev/null || true; done; }
mkdir -p "$OUT/files"

log "cron";      copy /etc/crontab /etc/cron.d /etc/cron.daily /etc/cron.hourly /var/spool/cron
log "systemd";   copy /etc/systemd/system /usr/lib/systemd/system
systemctl list-timers --all > "$OUT/timers.txt" 2>&1 || true
log "rc files";  copy /etc/profile /etc/profile.d /etc/bash.bashrc
log "sudoers";   copy /etc/sudoers /etc/sudoers.d
log "sshd";      copy /etc/ssh/sshd_config /etc/ssh/sshd_config.d

while IFS=: read -r user _ uid _ _ home _; do
  (( uid >= 1000 || uid == 0 )) || continue
  log "user $user"
  copy "$home/.ssh/authorized_keys" "$home/.bashrc" "$home/.profile" "$home/.zshrc" "$home/.config/systemd/user"
  crontab -l -u "$user" > "$OUT/crontab-$user.txt" 2>/dev/null || true
done < /etc/passwd

log "suid";      find / -xdev -perm -4000 -type f -printf '%T@ %m %u %p\n' 2>/dev/null | sort -n > "$OUT/suid.txt"
log "network";   ss -tulpna > "$OUT/sockets.txt" 2>&1
log "processes"; ps -eo pid,ppid,user,lstart,cmd --forest > "$OUT/ps.txt"

tar -C "$(dirname "$OUT")" -czf "$OUT.tgz" "$(basename "$OUT")"
sha256sum "$OUT.tgz" | tee "$OUT.tgz.sha256"
log "done: $OUT.tgz"
