#!/usr/bin/env bash
set -euo pipefail
tag="${1:?tag}"
pkg_version="$(node -p "require('./package.json').version")"
if [[ "v${pkg_version}" != "$tag" ]]; then
  echo "::error::tag $tag does not match package.json version $pkg_version"
  exit 1
fi
echo "version $pkg_version OK"
