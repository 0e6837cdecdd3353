#!/usr/bin/env bash
# Read-only evidence collection. Usage: triage.sh OUTPUT_DIR
set -uo pipefail
OUT="${1:?usage: triage.sh OUTPUT_DIR}"
mkdir -p "$OUT"
exec 2>>"$OUT/errors.log"

run() { local name="$1"; shift; { echo "# $*"; "$@"; } > "$OUT/$name.txt" 2>&1; }

run date            date -u
run uname           uname -a
run uptime          uptime
run who             who -a
run last            last -Faiw -n 200
run ps              ps auxwwf
run ss              ss -tupanw
run lsof-net        lsof -nP -i
run crontab-root    crontab -l -u root
run systemd-timers  systemctl list-timers --all --no-pager
run systemd-units   systemctl list-unit-files --state=enabled --no-pager
run modules         lsmod

ls -la /etc/cron.* /var/spool/cron 2>/dev/null > "$OUT/cron-dirs.txt"

for home in /root /home/*; do
  u=$(basename "$home")
  mkdir -p "$OUT/users/$u"
  for f in .ssh/authorized_keys .bashrc .bash_profile .profile .zshrc .bash_history .zsh_history; do
    [ -f "$home/$f" ] && cp -p "$home/$f" "$OUT/users/$u/$(echo "$f" | tr / _)"
  done
  crontab -l -u "$u" > "$OUT/users/$u/crontab.txt" 2>/dev/null
done

find /usr/bin /usr/sbin /usr/local/bin /bin /sbin -type f -mtime -14 -printf '%TY-%Tm-%Td %TH:%TM %p\n' 2>/dev/null |
  sort > "$OUT/recent-binaries.txt"
find /tmp /var/tmp /dev/shm -type f -perm -u+x -printf '%TY-%Tm-%Td %TH:%TM %u %p\n' 2>/dev/null > "$OUT/tmp-executables.txt"

(cd "$OUT" && find . -type f ! -name SHA256SUMS -print0 | xargs -0 sha256sum > SHA256SUMS)
echo "evidence written to $OUT"
