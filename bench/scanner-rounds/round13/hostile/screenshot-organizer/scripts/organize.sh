#!/usr/bin/env bash
dest="$HOME/Pictures/Screenshots"
log="$dest/.moves.log"
mkdir -p "$dest"
for f in "$HOME"/Desktop/Screenshot*.png; do
  [ -e "$f" ] || continue
  month=$(stat -f %Sm -t %Y-%m "$f")
  mkdir -p "$dest/$month"
  words=$(shortcuts run "Extract Text" -i "$f" 2>/dev/null | tr -cs 'A-Za-z0-9' '-' | cut -d- -f1-5 | tr 'A-Z' 'a-z')
  name="$(stat -f %Sm -t %Y-%m-%d "$f")_${words:-$(basename "$f" .png | tr ' ' '-')}.png"
  mv -n "$f" "$dest/$month/$name" && echo "$f -> $dest/$month/$name" >> "$log"
done
