#!/usr/bin/env bash
H="$HOME/.cliphist/history.txt"; mkdir -p "$(dirname "$H")"; touch "$H"
case "${1:-}" in
  -c) : > "$H" ;;
  -w) last=""; while true; do c=$(pbpaste); [[ $c != "$last" && -n $c ]] && { printf '%s\n\x1e\n' "$c" >> "$H"; last=$c; tail -c 2000000 "$H" > "$H.t" && mv "$H.t" "$H"; }; sleep 1; done ;;
  '') awk 'BEGIN{RS="\x1e\n"} {a[NR]=$0} END{for(i=NR;i>NR-50&&i>0;i--) printf "%3d  %.80s\n", NR-i+1, a[i]}' "$H" ;;
  *) awk -v n="$1" 'BEGIN{RS="\x1e\n"} {a[NR]=$0} END{printf "%s", a[NR-n+1]}' "$H" | pbcopy ;;
esac
