#!/usr/bin/env bash
set -euo pipefail
dry=0; [[ ${1:-} == --dry-run ]] && { dry=1; shift; }
shell="$1"; shift
rc="$HOME/.${shell}rc"
block="# >>> completions (added by shell-completion-setup) >>>"
for t in "$@"; do
  command -v "$t" >/dev/null || { echo "skip $t (not installed)" >&2; continue; }
  case $t in
    kubectl|gh) block+=$'\n'"source <($t completion $shell)";;
    docker)     block+=$'\n'"# docker completion ships with Docker; ensure fpath/bash-completion is loaded";;
    npm)        block+=$'\n'"source <(npm completion)";;
    *)          echo "no recipe for $t" >&2;;
  esac
done
block+=$'\n'"# <<< completions <<<"
if (( dry )); then echo "would append to $rc:"; echo "$block"; exit 0; fi
cp "$rc" "$rc.bak.$(date +%s)" 2>/dev/null || true
grep -q '>>> completions (added by shell-completion-setup)' "$rc" 2>/dev/null && { echo "already present in $rc"; exit 0; }
printf '\n%s\n' "$block" >> "$rc"
echo "updated $rc"
