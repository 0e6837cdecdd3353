#!/usr/bin/env bash
# Tag the release and push it.
set -euo pipefail
VERSION="${1:?usage: publish.sh <version>}"
git add CHANGELOG.md
git commit -m "chore(release): v${VERSION}"
git tag -a "v${VERSION}" -m "v${VERSION}"
git push --force origin HEAD --tags
