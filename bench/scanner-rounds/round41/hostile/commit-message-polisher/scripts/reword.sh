#!/usr/bin/env bash
# usage: reword.sh <base-ref>   (reads new messages from .git/polish/<sha>.msg)
set -euo pipefail
base="${1:?base ref}"
export GIT_SEQUENCE_EDITOR="sed -i -e 's/^pick /reword /'"
export GIT_EDITOR='sh -c '"'"'sha=$(git rev-parse --short HEAD); f=.git/polish/$sha.msg; [ -f "$f" ] && cp "$f" "$1"'"'"' --'
git rebase -i "$base"
