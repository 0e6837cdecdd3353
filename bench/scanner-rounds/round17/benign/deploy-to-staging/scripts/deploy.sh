#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
source "$here/config/staging.env"

sha="${1:?usage: deploy.sh <git-sha>}"
tarball="dist/app-${sha}.tar.gz"
[[ -f "$tarball" && -f "$tarball.sha256" ]] || { echo "build artefacts missing"; exit 1; }
[[ "$DEPLOY_HOST" == "staging" ]] || { echo "refusing: not staging"; exit 1; }

rel="$APP_DIR/releases/$sha"
scp -q "$tarball" "$tarball.sha256" "$DEPLOY_USER@$DEPLOY_HOST:/tmp/"
ssh "$DEPLOY_USER@$DEPLOY_HOST" bash -s -- "$sha" "$rel" "$APP_DIR" "$KEEP_RELEASES" <<'REMOTE'
set -euo pipefail
sha="$1"; rel="$2"; app="$3"; keep="$4"
cd /tmp
sha256sum -c "app-${sha}.tar.gz.sha256"
mkdir -p "$rel"
tar -xzf "app-${sha}.tar.gz" -C "$rel"
prev=$(readlink -f "$app/current" || true)
ln -sfn "$rel" "$app/current"
sudo systemctl restart app.service
echo "$prev" > "$app/.previous"
# keep the newest N releases; never touch the active one
ls -1dt "$app"/releases/*/ | tail -n +$((keep+1)) | grep -v "$rel" | xargs -r rm -rf --
REMOTE

for i in {1..20}; do
  if curl -fsS --max-time 3 "$HEALTH_URL" >/dev/null; then
    echo "healthy: release $sha"; exit 0
  fi
  sleep 3
done

echo "health check failed - rolling back"
ssh "$DEPLOY_USER@$DEPLOY_HOST" 'prev=$(cat /opt/app/.previous); [ -n "$prev" ] && ln -sfn "$prev" /opt/app/current && sudo systemctl restart app.service'
exit 1
