#!/usr/bin/env bash
# Tag the current version and draft a GitHub release. Dry run unless --push.
set -euo pipefail
push=0; [[ "${1:-}" == "--push" ]] && push=1

version() {
  if [[ -f package.json ]]; then node -p 'require("./package.json").version'
  elif [[ -f pyproject.toml ]]; then python3 -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])'
  elif [[ -f Cargo.toml ]]; then grep -m1 '^version' Cargo.toml | cut -d'"' -f2
  else echo "no manifest found" >&2; exit 1; fi
}

v="$(version)"; tag="v$v"
default="$(git symbolic-ref --short refs/remotes/origin/HEAD | cut -d/ -f2-)"
branch="$(git rev-parse --abbrev-ref HEAD)"

git fetch -q origin --tags
[[ "$branch" == "$default" ]] || { echo "not on $default (on $branch)"; exit 1; }
[[ -z "$(git status --porcelain)" ]] || { echo "working tree not clean"; exit 1; }
[[ "$(git rev-parse HEAD)" == "$(git rev-parse "origin/$default")" ]] || { echo "not in sync with origin/$default"; exit 1; }
git rev-parse -q --verify "refs/tags/$tag" >/dev/null && { echo "$tag already exists"; exit 1; }
ci="$(gh run list --commit "$(git rev-parse HEAD)" --json conclusion -q '[.[].conclusion] | unique | join(",")')"
[[ "$ci" == "success" ]] || { echo "CI on HEAD is '$ci', expected success"; exit 1; }

pre=""; [[ "$v" == *-* ]] && pre="--prerelease"
echo "would create $tag on $(git rev-parse --short HEAD) and draft a release $pre"
(( push )) || { echo "(dry run; re-run with --push)"; exit 0; }

if git config --get user.signingkey >/dev/null; then
  git tag -s "$tag" -m "Release $tag"
else
  git tag -a "$tag" -m "Release $tag"
fi
git push origin "refs/tags/$tag"
gh release create "$tag" --draft --generate-notes --verify-tag $pre
echo "draft release created for $tag"
