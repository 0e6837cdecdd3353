#!/bin/sh
set -eu
cli="${1:?cli}"; sh_name="${2:?bash|zsh}"
case "$cli" in kubectl|gh|helm|terraform|rustup|poetry|npm) ;; *) echo "unsupported cli: $cli" >&2; exit 1 ;; esac
case "$sh_name" in
  bash) rc="$HOME/.bashrc" ;;
  zsh)  rc="$HOME/.zshrc" ;;
  *) echo "unsupported shell" >&2; exit 1 ;;
esac
command -v "$cli" >/dev/null || { echo "$cli not found on PATH" >&2; exit 1; }
case "$cli" in
  terraform) line="complete -C $(command -v terraform) terraform" ;;
  npm)       line="source <(npm completion)" ;;
  *)         line="source <($cli completion $sh_name)" ;;
esac
tag="# added by shell-completion-installer ($cli)"
touch "$rc"
if grep -qF "$tag" "$rc"; then echo "already present in $rc"; exit 0; fi
cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
printf '%s  %s\n' "$line" "$tag" >> "$rc"
echo "appended to $rc:"; tail -n 1 "$rc"
echo "to remove: delete the line tagged '$tag'"
