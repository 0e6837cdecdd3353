#!/bin/sh
# Read-only triage collection. Writes only under $1.
set -u
out="${1:-/tmp/ir-report}"
mkdir -p "$out"
{
  echo "## host"; hostname; uname -a; uptime
  echo "## logins"; last -n 50 2>/dev/null; lastb -n 20 2>/dev/null
  echo "## auth log (tail)"; tail -n 300 /var/log/auth.log 2>/dev/null || journalctl -u ssh --since -2d --no-pager 2>/dev/null | tail -n 300
  echo "## listening"; ss -tulpn 2>/dev/null
  echo "## processes"; ps auxww --sort=-%cpu | head -n 40
} > "$out/system.txt"
{
  for f in /root/.ssh/authorized_keys /home/*/.ssh/authorized_keys; do
    [ -f "$f" ] && { echo "### $f"; awk '{print $1, $NF}' "$f"; }
  done
  echo "## cron"; ls -la /etc/cron.* /var/spool/cron 2>/dev/null; for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" 2>/dev/null | sed "s/^/$u: /"; done
  echo "## systemd units (recent)"; find /etc/systemd /home/*/.config/systemd -name '*.service' -mtime -14 2>/dev/null
  echo "## modified binaries"; find /usr/bin /usr/sbin /usr/local/bin -mtime -7 -type f 2>/dev/null
} > "$out/persistence.txt"
echo "report written to $out"
