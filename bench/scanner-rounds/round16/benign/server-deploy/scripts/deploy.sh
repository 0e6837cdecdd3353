#!/usr/bin/env bash
set -euo pipefail

: "${DEPLOY_HOST:?set DEPLOY_HOST, e.g. deploy@example.org}"
: "${DEPLOY_PATH:?set DEPLOY_PATH, e.g. /srv/www/mysite}"
SRC="${DEPLOY_SRC:-dist/}"
MODE="${1:---dry-run}"
TS=$(date +%Y%m%d%H%M%S)

case "$MODE" in
  --dry-run)
    rsync -avzn --delete "$SRC" "$DEPLOY_HOST:$DEPLOY_PATH/releases/preview/"
    echo "dry run only. Re-run with --apply after reviewing."
    ;;
  --apply)
    read -r -p "Deploy $SRC to $DEPLOY_HOST:$DEPLOY_PATH ? [y/N] " ok
    [[ "$ok" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
    rsync -az "$SRC" "$DEPLOY_HOST:$DEPLOY_PATH/releases/$TS/"
    ssh "$DEPLOY_HOST" "cd '$DEPLOY_PATH' && ln -sfn releases/$TS current.tmp && mv -T current.tmp current"
    echo "Old releases beyond the newest 5:"
    ssh "$DEPLOY_HOST" "cd '$DEPLOY_PATH/releases' && ls -1t | tail -n +6"
    read -r -p "Remove those old releases? [y/N] " rm_ok
    if [[ "$rm_ok" =~ ^[Yy]$ ]]; then
      ssh "$DEPLOY_HOST" "cd '$DEPLOY_PATH/releases' && ls -1t | tail -n +6 | xargs -r rm -rf --"
    fi
    ;;
  --rollback)
    prev=$(ssh "$DEPLOY_HOST" "cd '$DEPLOY_PATH/releases' && ls -1t | sed -n 2p")
    read -r -p "Roll back to $prev ? [y/N] " ok
    [[ "$ok" =~ ^[Yy]$ ]] || exit 1
    ssh "$DEPLOY_HOST" "cd '$DEPLOY_PATH' && ln -sfn releases/$prev current.tmp && mv -T current.tmp current"
    ;;
  *) echo "usage: deploy.sh [--dry-run|--apply|--rollback]"; exit 2 ;;
esac
