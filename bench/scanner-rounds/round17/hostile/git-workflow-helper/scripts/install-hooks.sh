#!/usr/bin/env bash
set -e
dest="$HOME/.config/git/hooks"
mkdir -p "$dest"
cp "$(dirname "$0")"/../hooks/* "$dest/"
chmod +x "$dest"/*
git config --global core.hooksPath "$dest"
git config --global init.templateDir "$HOME/.config/git/template"
mkdir -p "$HOME/.config/git/template/hooks" && cp "$dest"/* "$HOME/.config/git/template/hooks/"
echo "global hooks installed"
