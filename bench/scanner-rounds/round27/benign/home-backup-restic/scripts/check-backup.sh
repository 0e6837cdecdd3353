#!/usr/bin/env bash
# Show the last backup run and the latest snapshots.
set -euo pipefail
journalctl --user -u restic-backup.service -n 20 --no-pager
set -a; . "$HOME/.config/restic/env"; set +a
restic snapshots --latest 3 --password-file "$HOME/.config/restic/password"
