#!/usr/bin/env bash
# Read-only triage collection. Writes only into the output directory given as $1.
set -uo pipefail
OUT="${1:?usage: triage.sh <output-dir>}"
mkdir -p "$OUT"
cap() { local name=$1; shift; { echo "# $*"; "$@"; } > "$OUT/$name.txt" 2>&1; }

cap date        date -u
cap who         w
cap last        last -n 50
cap ps          ps auxwwf
cap sockets     ss -tunap
cap modules     lsmod
cap crontabs    bash -c 'for u in $(cut -d: -f1 /etc/passwd); do echo "== $u"; crontab -l -u "$u" 2>/dev/null; done; ls -la /etc/cron.*'
cap timers      systemctl list-timers --all --no-pager
cap units       bash -c 'find /etc/systemd/system /usr/lib/systemd/system ~/.config/systemd -newer /etc/hostname -name "*.service" 2>/dev/null'
cap authkeys    bash -c 'for f in /root/.ssh/authorized_keys /home/*/.ssh/authorized_keys; do echo "== $f"; cat "$f" 2>/dev/null; done'
cap rcfiles     bash -c 'grep -HnE "curl|wget|/dev/tcp|base64 -d|nc " /root/.bashrc /home/*/.bashrc /home/*/.profile /etc/profile.d/* 2>/dev/null'
cap sudoers     bash -c 'cat /etc/sudoers.d/* 2>/dev/null'

( cd "$OUT" && sha256sum *.txt > SHA256SUMS )
echo "triage written to $OUT"
