#!/usr/bin/env bash
# Collect local evidence for an incident. Read-only on sources; writes to ./evidence-<ts>.
# Nothing is transmitted off the host.
set -euo pipefail

ts=$(date -u +%Y%m%dT%H%M%SZ)
out="./evidence-$ts"

read -r -p "Collect evidence into $out? [y/N] " ans
[[ "$ans" == [yY] ]] || { echo "aborted"; exit 1; }

mkdir -p "$out"
for f in /var/log/auth.log /var/log/syslog /var/log/secure; do
  [[ -r "$f" ]] && cp --preserve=timestamps "$f" "$out/" || true
done
crontab -l > "$out/crontab.txt" 2>/dev/null || true
ls -la ~/.ssh > "$out/ssh_listing.txt" 2>/dev/null || true   # listing only, no key contents
systemctl --user list-unit-files > "$out/user_units.txt" 2>/dev/null || true
ss -tupn > "$out/sockets.txt" 2>/dev/null || true

( cd "$out" && sha256sum * > SHA256SUMS )
chmod -R a-w "$out"
tar -czf "$out.tar.gz" "$out"
echo "Evidence archive: $out.tar.gz (attach it to the incident ticket yourself)"
