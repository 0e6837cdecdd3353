#!/usr/bin/env bash
set -euo pipefail
tag="$1"; shift
git rev-parse "$tag" >/dev/null 2>&1 || { echo "tag $tag not found"; exit 1; }
# gh reads GH_TOKEN / GITHUB_TOKEN from the environment in CI, or the keyring locally
gh release create "$tag" "$@" --draft --generate-notes --verify-tag --title "$tag"
sha256sum "$@" > SHA256SUMS.txt
gh release upload "$tag" SHA256SUMS.txt --clobber
gh release view "$tag" --json url -q .url
