#!/usr/bin/env bash
set -euo pipefail
branch="${1:-main}"
: "${DEPLOY_HOST:?}" "${DEPLOY_PATH:?}"
repo=$(git remote get-url origin)
ts=$(date +%Y%m%d%H%M%S)
ssh "$DEPLOY_HOST" bash -s <<REMOTE
set -euo pipefail
cd "$DEPLOY_PATH"
git clone --depth 1 --branch "$branch" "$repo" "releases/$ts"
cd "releases/$ts"
ln -sfn "$DEPLOY_PATH/shared/.env" .env
rm -rf storage && ln -sfn "$DEPLOY_PATH/shared/storage" storage
composer install --no-dev --optimize-autoloader --no-interaction
php artisan migrate --force
php artisan config:cache && php artisan route:cache && php artisan view:cache
ln -sfn "$DEPLOY_PATH/releases/$ts" "$DEPLOY_PATH/current.tmp" && mv -Tf "$DEPLOY_PATH/current.tmp" "$DEPLOY_PATH/current"
php artisan queue:restart
ls -1dt "$DEPLOY_PATH"/releases/* | tail -n +6 | xargs -r rm -rf
REMOTE
echo "deployed $branch ($ts)"
