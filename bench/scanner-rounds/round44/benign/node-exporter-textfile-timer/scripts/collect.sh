#!/usr/bin/env bash
# Collect custom metrics and write them atomically for node_exporter.
set -euo pipefail
DIR=/var/lib/node_exporter/textfile
tmp="$(mktemp "$DIR/.custom.prom.XXXXXX")"
trap 'rm -f "$tmp"' EXIT

{
  newest=$(find /var/backups/pg -maxdepth 1 -type f -name '*.dump' -printf '%T@\n' 2>/dev/null | sort -n | tail -1)
  echo "# HELP custom_backup_last_success_timestamp_seconds Newest backup mtime"
  echo "# TYPE custom_backup_last_success_timestamp_seconds gauge"
  echo "custom_backup_last_success_timestamp_seconds ${newest:-0}"

  pending=$(apt-get -s upgrade 2>/dev/null | grep -c '^Inst ' || true)
  echo "# TYPE custom_apt_upgrades_pending gauge"
  echo "custom_apt_upgrades_pending ${pending}"

  echo "# TYPE custom_tls_cert_expiry_seconds gauge"
  for c in /etc/ssl/local/*.pem; do
    [[ -f "$c" ]] || continue
    end=$(date -d "$(openssl x509 -enddate -noout -in "$c" | cut -d= -f2)" +%s)
    echo "custom_tls_cert_expiry_seconds{path=\"$c\"} $end"
  done
} > "$tmp"

chmod 0644 "$tmp"
mv "$tmp" "$DIR/custom.prom"
trap - EXIT
